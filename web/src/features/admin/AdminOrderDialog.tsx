import { errorMessage } from '../../api/errors';
import type { AdminOrderDetails, OrderPayment } from '../../api/types';
import { Dialog } from '../../components/Dialog';
import { Skeleton } from '../../components/Skeleton';
import { cashDifference, formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { useLiveOrderOptions } from '../orders/useLiveOrders';
import { DeliveryAddress, DeliveryWhen, OrderLines, OrderSection } from '../orders/OrderParts';
import { formatDateTime, paymentSummary } from '../orders/orderStatus';
import { OrderAdjustments } from '../orders/OrderAdjustments';
import { OrderTimeline } from '../orders/OrderTimeline';
import { StatusChip } from '../orders/StatusChip';
import { StatusHistory } from '../orders/StatusHistory';
import { OrderStatusActions } from './OrderStatusActions';
import { RIDER_STATUSES, RiderSection } from './RiderSection';
import { useGetAdminOrderQuery } from './ordersAdminApi';

/** One order as the shop handles it (/dashboard/orders/:orderId): steps to take, lines, customer, address, payment, history. */
export function AdminOrderDialog({ orderId, onClose }: { orderId: string | undefined; onClose: () => void }) {
  const { currentData: order, error } = useGetAdminOrderQuery(orderId ?? '', {
    skip: !orderId,
    ...useLiveOrderOptions(),
  });
  return (
    <Dialog
      open={Boolean(orderId)}
      onClose={onClose}
      title={order ? `Order No: ${order.orderId}` : 'Order'}
      className="w-full max-w-3xl"
    >
      <div className="overflow-y-auto p-5 text-sm">
        {error && !order && <p role="alert">{errorMessage(error)}</p>}
        {!order && !error && <Skeleton className="h-72 w-full" />}
        {order && <OrderDetails order={order} />}
      </div>
    </Dialog>
  );
}

function OrderDetails({ order }: { order: AdminOrderDetails }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-neutral-600">Placed {formatDateTime(order.createdAt)}</p>
          <DeliveryWhen order={order} />
        </div>
        <StatusChip status={order.status} />
      </div>
      <OrderTimeline order={order} />
      <OrderStatusActions order={order} />
      {RIDER_STATUSES.has(order.status) ? (
        <OrderSection title="Rider">
          <RiderSection order={order} />
        </OrderSection>
      ) : (
        order.rider && (
          <OrderSection title="Rider">
            <p>{order.rider.name || order.rider.email}</p>
          </OrderSection>
        )
      )}
      <OrderSection title="Items">
        <OrderLines order={order} />
        <OrderAdjustments order={order} reader="shop" />
      </OrderSection>
      <div className="grid gap-5 sm:grid-cols-2">
        <OrderSection title="Customer">
          {order.customer ? (
            <p>
              {order.customer.name}
              <br />
              <a href={`mailto:${order.customer.email}`} className="text-green-700 underline [overflow-wrap:anywhere]">
                {order.customer.email}
              </a>
              {order.customer.mobile && (
                <>
                  <br />
                  <a href={`tel:${order.customer.mobile}`} className="text-green-700 underline">
                    {order.customer.mobile}
                  </a>
                </>
              )}
            </p>
          ) : (
            <p className="text-neutral-600">Not recorded</p>
          )}
        </OrderSection>
        <OrderSection title="Delivery address">
          <DeliveryAddress address={order.delivery_address} />
        </OrderSection>
      </div>
      <OrderSection title="Payment">
        <PaymentDetails order={order} />
      </OrderSection>
      <OrderSection title="Status history">
        <StatusHistory order={order} />
      </OrderSection>
    </div>
  );
}

/** How the order is paid; for a card order the provider's side, with a refund that keeps failing made visible. */
function PaymentDetails({ order }: { order: AdminOrderDetails }) {
  const { payment } = order;
  return (
    <div className="flex flex-col gap-1">
      <p>{paymentSummary(order)}</p>
      {order.paymentCollectedAt && <p>Collected {formatDateTime(order.paymentCollectedAt)}</p>}
      {order.cashCollected !== null && <CashCollected collected={order.cashCollected} due={order.totalAmt} />}
      {payment && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-neutral-600">Card payment</dt>
          <dd>{payment.status}</dd>
          <dt className="text-neutral-600">Amount</dt>
          <dd>{formatMoney(payment.amountTotal / 100)}</dd>
          {payment.refundId && (
            <>
              <dt className="text-neutral-600">Refund</dt>
              <dd className="[overflow-wrap:anywhere]">{payment.refundId}</dd>
            </>
          )}
          {payment.packedRefund && <PackedRefund refund={payment.packedRefund} />}
          {payment.status === 'REFUNDING' && (
            <>
              <dt className="text-neutral-600">Refund attempts</dt>
              <dd>{payment.refundAttempts}</dd>
              {payment.lastRefundError && (
                <>
                  <dt className="text-neutral-600">Last error</dt>
                  <dd className="text-red-700 [overflow-wrap:anywhere]">{payment.lastRefundError}</dd>
                </>
              )}
            </>
          )}
        </dl>
      )}
    </div>
  );
}

/**
 * Issue 38: what went back to the card after a pack for less, and whether it has gone yet (a refund that
 * keeps failing made visible, as the full refund's is).
 */
function PackedRefund({ refund }: { refund: NonNullable<OrderPayment['packedRefund']> }) {
  const state = refund.refundedAt
    ? `refunded ${formatDateTime(refund.refundedAt)}`
    : refund.droppedAt
      ? 'refused by the card provider for good'
      : `pending, ${plural(refund.attempts, 'attempt')}`;
  return (
    <>
      <dt className="text-neutral-600">Refund after packing</dt>
      <dd>
        {formatMoney(refund.amount / 100)} · {state}
      </dd>
      {!refund.refundedAt && refund.lastError && (
        <>
          <dt className="text-neutral-600">Last error</dt>
          <dd className="text-red-700 [overflow-wrap:anywhere]">{refund.lastError}</dd>
        </>
      )}
    </>
  );
}

/** What the rider recorded taking at the door, with a shortfall or an excess over the total made visible. */
function CashCollected({ collected, due }: { collected: number; due: number }) {
  const difference = cashDifference(collected, due);
  return (
    <p>
      Cash collected {formatMoney(collected)}
      {difference.kind !== 'exact' && (
        <strong className="ml-2 rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">
          ⚠ {formatMoney(difference.amount)} {difference.kind}
        </strong>
      )}
    </p>
  );
}
