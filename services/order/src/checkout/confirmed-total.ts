import type { DeliveryFeeLine } from '@shop/common';
import { TotalChanged } from '../order.errors';
import type { PricedOrder } from '../pricing/pricing';
import { fromMinorUnits, toMinorUnits } from '../pricing/pricing';
import { shownQuantity } from '../orders/order.view';

/**
 * A shopper never pays more than the total they confirmed: the positive `totalAmt` their client sent
 * (the spec's checkout body). An order priced higher now is refused with the new figures before
 * anything is reserved; one priced lower goes through. Without a positive totalAmt there is nothing to hold it to.
 * `order.totalAmt` includes its delivery fees (`fees`, minor units), which the refusal lists.
 */
export function assertWithinConfirmedTotal(
  order: PricedOrder,
  confirmedTotalAmt: number | undefined,
  fees: DeliveryFeeLine[] = [],
): void {
  if (!confirmedTotalAmt || confirmedTotalAmt <= 0) return;
  if (toMinorUnits(order.totalAmt) <= toMinorUnits(confirmedTotalAmt)) return;
  throw new TotalChanged({
    confirmedTotalAmt,
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    lines: order.items.map((item) => ({
      productId: item.productId,
      name: item.product_details.name,
      quantity: shownQuantity(item),
      sellBy: item.sellBy ?? 'unit',
      price: item.unitPrice,
    })),
    fees: fees.map((fee) => ({ code: fee.code, label: fee.label, amount: fromMinorUnits(fee.amount) })),
  });
}
