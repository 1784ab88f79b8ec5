import type { Order } from '../../api/types';
import { adjustmentText, finalTotalText } from './adjustmentText';

/**
 * What the packer changed (short lines, substitutes) and the bill it left, when the bag differs from
 * the order; nothing otherwise.
 */
export function OrderAdjustments({
  order,
  reader = 'shopper',
}: {
  order: Pick<Order, 'adjustments' | 'paymentMethod' | 'totalAmt' | 'confirmedTotalAmt' | 'refundAmt'>;
  reader?: 'shopper' | 'shop';
}) {
  if (order.adjustments.length === 0) return null;
  const final = finalTotalText(order, reader);
  return (
    <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="font-semibold text-amber-950">Changed at packing</p>
      <ul className="mt-1 grid list-disc gap-0.5 pl-5 text-amber-950">
        {order.adjustments.map((adjustment) => (
          <li key={`${adjustment.type}-${adjustment.productId}`} className="[overflow-wrap:anywhere]">
            {adjustmentText(adjustment)}
          </li>
        ))}
      </ul>
      {final && <p className="mt-2 font-semibold text-neutral-900">{final}</p>}
    </div>
  );
}
