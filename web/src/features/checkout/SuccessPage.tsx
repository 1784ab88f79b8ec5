import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { shopApi } from '../../api/shopApi';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetOrdersInfiniteQuery } from '../orders/orderApi';
import { ResultAction, ResultPage } from './ResultPage';

/** What the checkout passes on after a cash-on-delivery order. */
export interface PlacedOrderState {
  text: string;
  orderId: string;
}

/** How long a card payment's confirmation (the provider's webhook) is waited for before saying so. */
const CONFIRMATION_WAIT_MS = 20_000;
const POLL_MS = 1_000;

/**
 * Spec 2: '{text} Successfully' ('Order' after cash on delivery; 'Payment' when the card provider sends
 * the shopper back), always about a real order: its number and the way to it in My Orders. The cash
 * order comes in the navigation state; a card payment names its session (`?session_id=`), whose order
 * appears once the provider's confirmation arrived. Anything else (a direct visit) goes home.
 */
export default function SuccessPage() {
  const location = useLocation();
  const placed = location.state as Partial<PlacedOrderState> | null;
  const sessionId = new URLSearchParams(location.search).get('session_id');
  if (placed?.orderId) return <Placed text={placed.text ?? 'Order'} orderId={placed.orderId} />;
  if (sessionId) return <CardPayment sessionId={sessionId} />;
  return <Navigate to="/" replace />;
}

function Placed({ text, orderId }: PlacedOrderState) {
  usePageTitle(`${text} Successfully`);
  return (
    <ResultPage
      tone="success"
      details={<p className="text-neutral-700">Order No: {orderId}</p>}
      actions={<ResultAction to="/dashboard/myorders">My Orders</ResultAction>}
    >
      {text} Successfully
    </ResultPage>
  );
}

/** Back from the card provider: waits for the paid order to join the order list (which empties the cart). */
function CardPayment({ sessionId }: { sessionId: string }) {
  const dispatch = useAppDispatch();
  const [waited, setWaited] = useState(false);
  const { order, error } = useGetOrdersInfiniteQuery(undefined, {
    pollingInterval: waited ? 0 : POLL_MS,
    // The paid order is the newest: it is on the first page.
    selectFromResult: ({ data, error }) => ({
      order: data?.pages[0]?.data.find((candidate) => candidate.paymentSessionId === sessionId),
      error,
    }),
  });
  const found = Boolean(order);
  useEffect(() => {
    if (found) dispatch(shopApi.util.invalidateTags(['Cart']));
  }, [dispatch, found]);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), CONFIRMATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  usePageTitle(order ? 'Payment Successfully' : 'Confirming your payment');

  // Signed out (or the session ended): there is no order to show here.
  if (error) return <Navigate to="/" replace />;
  if (order) return <Placed text="Payment" orderId={order.orderId} />;
  return (
    <ResultPage
      tone="waiting"
      details={
        <p role="status" className="text-neutral-700">
          {waited
            ? 'The confirmation of this payment has not arrived yet. The order appears in My Orders as soon as it does.'
            : 'Waiting for the payment provider to confirm your payment…'}
        </p>
      }
      actions={waited && <ResultAction to="/dashboard/myorders">My Orders</ResultAction>}
    >
      Confirming your payment
    </ResultPage>
  );
}
