import type { RiderOrder } from '../../api/types';
import { formatMoney } from '../../lib/money';

const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** What a delivered order brought in: the cash taken, or nothing for a card order. */
const takenOf = (order: RiderOrder) =>
  order.paymentMethod === 'CASH_ON_DELIVERY'
    ? `Collected ${formatMoney(order.cashCollected ?? 0)}`
    : 'Card — nothing collected';

/** Today's delivered orders, latest first, with the cash the rider holds for the shop in all. */
export function DeliveredToday({ orders }: { orders: RiderOrder[] }) {
  const cash = orders.reduce((sum, order) => sum + (order.cashCollected ?? 0), 0);
  return (
    <section aria-labelledby="delivered-today" className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="delivered-today" className="text-base font-semibold">
          Delivered today
        </h2>
        {orders.length > 0 && (
          <p className="text-sm text-neutral-700">
            Cash collected: <strong className="tabular-nums">{formatMoney(cash)}</strong>
          </p>
        )}
      </div>
      {orders.length === 0 ? (
        <p className="text-neutral-600">None delivered yet today.</p>
      ) : (
        <ul className="divide-y divide-neutral-100 rounded-xl bg-white ring-1 ring-neutral-200">
          {orders.map((order) => (
            <li key={order._id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-medium">{order.orderId}</span>
                <span className="block text-sm text-neutral-600 [overflow-wrap:anywhere]">
                  {order.customer.name} · {time.format(new Date(order.updatedAt))}
                </span>
              </span>
              <span className="text-sm font-medium tabular-nums">{takenOf(order)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
