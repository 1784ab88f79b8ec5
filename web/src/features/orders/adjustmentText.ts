import type { OrderAdjustment, PaymentMethod } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { formatKg } from '../../lib/weight';

/** "−$40.00": what a change took off the bill, with a real minus sign (a hyphen reads as a dash). */
export const minusMoney = (amount: number): string => `−${formatMoney(Math.abs(amount))}`;

/** "+$6.00": what a line weighed heavier added (never past the total confirmed). */
const plusMoney = (amount: number): string => `+${formatMoney(amount)}`;

/**
 * One change the packer made, as a shopper reads it: "Tomatoes: 1 of 2 packed, −$40.00", "Amul Butter
 * replaced by Mother Dairy Butter ×1", with what it took off the bill when it took something. Issue 38:
 * a line sold by weight (quantities in kg) was weighed ("Shimla Apple: weighed 0.62 kg (0.75 kg
 * ordered), −$15.60"; heavier may add), or none was packed or replaced.
 */
export function adjustmentText(adjustment: OrderAdjustment): string {
  const { amount } = adjustment;
  const what =
    adjustment.type === 'WEIGHED' || adjustment.sellBy === 'weight' ? byWeightText(adjustment) : unitText(adjustment);
  if (amount < 0) return `${what}, ${minusMoney(amount)}`;
  return amount > 0 && adjustment.type === 'WEIGHED' ? `${what}, ${plusMoney(amount)}` : what;
}

function unitText({ name, ordered, packed, substitute }: OrderAdjustment): string {
  if (substitute) {
    return packed > 0
      ? `${name}: ${packed} of ${ordered} packed, the rest replaced by ${substitute.name} ×${substitute.quantity}`
      : `${name} replaced by ${substitute.name} ×${substitute.quantity}`;
  }
  return packed > 0 ? `${name}: ${packed} of ${ordered} packed` : `${name}: none of ${ordered} packed`;
}

function byWeightText({ type, name, ordered, packed, substitute }: OrderAdjustment): string {
  const asked = `(${formatKg(ordered)} ordered)`;
  if (type === 'WEIGHED') return `${name}: weighed ${formatKg(packed)} ${asked}`;
  if (substitute) return `${name} ${asked} replaced by ${substitute.name} ×${substitute.quantity}`;
  return `${name}: not packed ${asked}`;
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
