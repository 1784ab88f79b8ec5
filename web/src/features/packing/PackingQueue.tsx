import { Link } from 'react-router-dom';
import type { AdminOrder } from '../../api/types';
import { deliveryTimeLabel } from '../../lib/deliveryTime';
import { plural } from '../../lib/plural';
import { deliveryOf } from '../orders/OrderParts';
import { StatusChip } from '../orders/StatusChip';
import { orderAge } from './orderAge';
import { PRIMARY_BUTTON } from './packingButtons';

/** The orders waiting to be packed, the one to pack first on top: when it goes, whose, how big, how old. */
export function PackingQueue({ orders, now }: { orders: AdminOrder[]; now: Date }) {
  return (
    <ol aria-label="Waiting to be packed" className="grid gap-3 lg:grid-cols-2">
      {orders.map((order, index) => (
        <li key={order._id}>
          <article
            aria-labelledby={`pack-${order._id}`}
            className="grid gap-2 rounded-xl bg-white p-3 ring-1 ring-neutral-200 sm:p-4"
          >
            <div className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-neutral-900 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <h2 id={`pack-${order._id}`} className="font-semibold [overflow-wrap:anywhere]">
                Order No: {order.orderId}
              </h2>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-base font-semibold">{deliveryTimeLabel(deliveryOf(order)) ?? 'No time booked'}</p>
              <StatusChip status={order.status} />
            </div>
            <p className="text-neutral-700 [overflow-wrap:anywhere]">
              {order.customer?.name ?? 'Customer'} · {plural(order.itemCount, 'item')} · placed{' '}
              {orderAge(order.createdAt, now)}
            </p>
            <Link
              to={`/dashboard/packing/${order._id}`}
              aria-label={`Start packing ${order.orderId}`}
              className={`${PRIMARY_BUTTON} flex items-center justify-center`}
            >
              Start packing
            </Link>
          </article>
        </li>
      ))}
    </ol>
  );
}
