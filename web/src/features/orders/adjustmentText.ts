import type { OrderAdjustment, PaymentMethod } from '../../api/types';
import { formatMoney } from '../../lib/money';

/** "−$40.00": what a change took off the bill, with a real minus sign (a hyphen reads as a dash). */
export const minusMoney = (amount: number): string => `−${formatMoney(Math.abs(amount))}`;

/**
 * One change the packer made, as a shopper reads it: "Tomatoes: 1 of 2 packed, −$40.00", "Amul Butter
 * replaced by Mother Dairy Butter ×1", with what it took off the bill when it took something.
 */
export function adjustmentText(adjustment: OrderAdjustment): string {
  const { name, ordered, packed, substitute, amount } = adjustment;
  const what =
    adjustment.type === 'WEIGHED'
      ? `${name}: weighed at packing`
      : substitute
        ? packed > 0
          ? `${name}: ${packed} of ${ordered} packed, the rest replaced by ${substitute.name} ×${substitute.quantity}`
          : `${name} replaced by ${substitute.name} ×${substitute.quantity}`
        : packed > 0
          ? `${name}: ${packed} of ${ordered} packed`
          : `${name}: none of ${ordered} packed`;
  return amount < 0 ? `${what}, ${minusMoney(amount)}` : what;
}

/**
 * The bill after packing beside the one confirmed, when they differ: what a cash order now costs, or
 * what goes back to the card; nothing when the packing changed no amount. The shop's screens say it of
 * the customer ('shop'), the shopper's of them.
 */
export function finalTotalText(
  order: { paymentMethod: PaymentMethod; totalAmt: number; confirmedTotalAmt: number; refundAmt: number },
  reader: 'shopper' | 'shop' = 'shopper',
): string | undefined {
  if (order.paymentMethod === 'CARD') {
    if (!(order.refundAmt > 0)) return undefined;
    return `${formatMoney(order.refundAmt)} refunded to ${reader === 'shopper' ? 'your' : 'the'} card`;
  }
  if (Math.round(order.totalAmt * 100) >= Math.round(order.confirmedTotalAmt * 100)) return undefined;
  const pays = reader === 'shopper' ? 'You pay' : 'The customer pays';
  return `${pays} ${formatMoney(order.totalAmt)} instead of ${formatMoney(order.confirmedTotalAmt)}`;
}
