import { centsOf, centsOfWeight, formatMoney } from '../../lib/money';
import { formatKg, gramsOfKg, kgOfGrams } from '../../lib/weight';
import { minusMoney } from '../orders/adjustmentText';
import type { PackedOrderLine } from './packState';

/**
 * What weighing did to a line sold by weight, for the packer: "0.13 kg under · −$15.60", "0.05 kg over
 * · +$6.00"; a heavier line adds only what the rest of the pack made room for (`change`, packTotal's
 * rule), and says the rest is the shop's. Nothing when it weighed what was ordered.
 */
export function weighedNote(line: PackedOrderLine, weight: number, change: number): string | undefined {
  const difference = gramsOfKg(weight) - gramsOfKg(line.quantity);
  if (difference === 0) return undefined;
  const by = formatKg(kgOfGrams(Math.abs(difference)));
  if (difference < 0) return `${by} under · ${minusMoney(change)}`;
  const full = centsOfWeight(centsOf(line.unitPrice), gramsOfKg(weight)) - centsOf(line.lineTotal);
  if (centsOf(change) >= full) return `${by} over · +${formatMoney(change)}`;
  if (change <= 0) return `${by} over · no charge: the customer pays no more than confirmed`;
  return `${by} over · +${formatMoney(change)}, the rest on the shop: the customer pays no more than confirmed`;
}
