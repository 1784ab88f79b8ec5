import type { ProductSnapshot } from '@shop/common';
import { ZeroTotal } from '../order.errors';
import { PricedOrder, toMinorUnits } from '../pricing/pricing';

/**
 * A checkout whose total is 0 goes through only when every line is a product the shop marked free:
 * a price of 0 or a discount of 100% is otherwise taken for a mistake, not a giveaway (issue 33, item 10).
 */
export function refuseUnintendedZeroTotal(order: PricedOrder, snapshots: ProductSnapshot[]): void {
  if (toMinorUnits(order.totalAmt) > 0) return;
  const free = new Set(snapshots.filter((snapshot) => snapshot.free).map((snapshot) => String(snapshot._id)));
  const notFree = order.items.filter((item) => !free.has(item.productId));
  if (notFree.length) throw new ZeroTotal(notFree.map((item) => `"${item.product_details.name}"`));
}
