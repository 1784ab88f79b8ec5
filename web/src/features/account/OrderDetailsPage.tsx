import { Link, useParams } from 'react-router-dom';
import { errorCode, errorMessage } from '../../api/errors';
import { ArrowLeftIcon } from '../../components/Icons';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetOrderDetailsQuery } from '../orders/orderApi';
import { useLiveOrderOptions } from '../orders/useLiveOrders';
import { CancelOrderButton } from './CancelOrderButton';
import { formatDateTime, paymentSummary } from '../orders/orderStatus';
import { DeliveryAddress, DeliveryWhen, OrderLines, OrderSection } from '../orders/OrderParts';
import { OrderAdjustments } from '../orders/OrderAdjustments';
import { OrderTimeline } from '../orders/OrderTimeline';
import { StatusChip } from '../orders/StatusChip';
import { StatusHistory } from '../orders/StatusHistory';

/** Issue 19: one of the shopper's orders (/dashboard/myorders/:orderId, linked from its e-mails), kept up to date. */
export default function OrderDetailsPage() {
  const { orderId = '' } = useParams();
  const { data: order, error } = useGetOrderDetailsQuery(orderId, useLiveOrderOptions());
  usePageTitle(order ? `Order ${order.orderId}` : 'Order');
  const back = (
    <Link to="/dashboard/myorders" className="inline-flex items-center gap-1 text-sm text-green-700">
      <ArrowLeftIcon className="h-4 w-4" /> My Orders
    </Link>
  );

  if (error && !order)
    return (
      <section className="flex flex-col gap-3 p-4">
        {back}
        <h1 className="text-lg font-semibold">Order</h1>
        <p role="alert">
          {errorCode(error) === 'ORDER_NOT_FOUND' ? 'There is no such order among yours.' : errorMessage(error)}
        </p>
      </section>
    );
  if (!order)
    return (
      <section className="p-4" aria-busy="true">
        <Skeleton className="h-64 w-full" />
      </section>
    );

  return (
    <section className="flex flex-col gap-5 p-4 text-sm">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-lg font-semibold">Order No: {order.orderId}</h1>
          <p className="text-neutral-600">Placed {formatDateTime(order.createdAt)}</p>
          <DeliveryWhen order={order} />
        </div>
        <StatusChip status={order.status} />
      </header>
      <OrderTimeline order={order} />
      <div className="flex justify-end">
        <CancelOrderButton order={order} />
      </div>
      <OrderSection title="Items" level="h2">
        <OrderLines order={order} />
        <OrderAdjustments order={order} />
      </OrderSection>
      <div className="grid gap-5 sm:grid-cols-2">
        <OrderSection title="Delivery address" level="h2">
          <DeliveryAddress address={order.delivery_address} />
        </OrderSection>
        <OrderSection title="Payment" level="h2">
          <p>{paymentSummary(order)}</p>
          {order.paymentCollectedAt && <p>Collected {formatDateTime(order.paymentCollectedAt)}</p>}
        </OrderSection>
      </div>
      <OrderSection title="Status history" level="h2">
        <StatusHistory order={order} />
      </OrderSection>
    </section>
  );
}
