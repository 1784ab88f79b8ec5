import { useState } from 'react';
import type { AwaitingPaymentOrder } from '../../api/types';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import { formatDateTime } from '../orders/orderStatus';
import { useToast } from '../toasts/useToast';
import { useReleaseHoldMutation } from './ordersAdminApi';

/**
 * Issue 33 item 14: card checkouts still waiting for payment, each holding its stock until its hold
 * ends (then the shop cancels it by itself). An admin may release one sooner: the checkout is
 * cancelled and its stock goes back; a payment arriving after that is refunded.
 */
export function AwaitingPaymentList({ orders }: { orders: AwaitingPaymentOrder[] }) {
  const [release, { isLoading }] = useReleaseHoldMutation();
  const [asking, setAsking] = useState<AwaitingPaymentOrder | null>(null);
  const toast = useToast();
  if (orders.length === 0) return <p className="p-4 text-neutral-600">No checkout is waiting for payment.</p>;
  return (
    <>
      <p className="px-4 pb-2 text-sm text-neutral-600">
        Card checkouts not paid yet. Their stock is held until the hold ends, then released by itself.
      </p>
      <ul aria-label="Awaiting payment" className="grid gap-2 px-4 pb-4">
        {orders.map((order) => (
          <li
            key={order._id}
            className="flex min-w-0 flex-col gap-1 rounded-lg p-3 text-sm ring-1 ring-neutral-200 sm:flex-row sm:items-center sm:gap-4"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium text-green-800">{order.orderId}</span>
              <span className="truncate">
                {order.customer?.name || '—'}
                {order.customer?.email && <span className="text-neutral-600"> · {order.customer.email}</span>}
              </span>
              <span>
                {plural(order.itemCount, 'item')} · <span className="font-semibold">{formatMoney(order.totalAmt)}</span>
              </span>
            </span>
            <span className="text-neutral-700">
              Hold ends <time dateTime={order.holdEndsAt}>{formatDateTime(order.holdEndsAt)}</time>
            </span>
            <button
              type="button"
              disabled={isLoading}
              onClick={() => setAsking(order)}
              aria-label={`Release ${order.orderId}`}
              className="self-start rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 sm:self-center"
            >
              Release
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={Boolean(asking)}
        title="Release hold"
        message="Cancel this unpaid checkout and put its stock back on sale?"
        detail={
          <>
            Order No: <strong>{asking?.orderId}</strong>
          </>
        }
        confirmLabel="Release stock"
        cancelLabel="Keep waiting"
        busy={isLoading}
        onCancel={() => setAsking(null)}
        onConfirm={async () => {
          const orderId = asking!._id;
          setAsking(null);
          const result = await release({ orderId, reason: 'released by the shop' });
          if ('data' in result && result.data) toast.success(result.data.message);
        }}
      />
    </>
  );
}
