import { centsOf, centsOfWeight, discountedPrice } from '../../lib/money';
import { gramsOfKg, isSoldByWeight } from '../../lib/weight';
import { missingOf, type LineState, type PackedOrderLine, type PackState } from './packState';

/**
 * What the line's missing part cost, in cents: its unit price for each missing unit; a line sold by
 * weight none of which was packed, its whole total.
 */
function missingCents(line: PackedOrderLine, found: LineState | undefined): number {
  if (isSoldByWeight(line)) return found?.packed === 0 ? centsOf(line.lineTotal) : 0;
  return centsOf(line.unitPrice) * missingOf(line, found);
}

/**
 * What a substitute costs the shopper, as the server charges it: its discounted price for the units
 * put in, never more than the units it replaces cost (a line sold by weight: its total).
 */
export function substituteCharge(line: PackedOrderLine, state: PackState): number {
  const found = state[line.productId];
  if (!found?.substitute) return 0;
  const { product, quantity } = found.substitute;
  const asked = centsOf(discountedPrice(product.price, product.discount)) * quantity;
  return Math.min(asked, missingCents(line, found)) / 100;
}

/**
 * What a weighed line's weight changes on the bill, in cents, before any cap: its price per kg for the
 * weight, to the nearest cent (the server's rounding), less what was ordered. Undefined for a line not
 * weighed (sold by the unit, unchecked, or not on the shelf).
 */
function weighedChangeCents(line: PackedOrderLine, found: LineState | undefined): number | undefined {
  if (!isSoldByWeight(line) || found?.packed !== 1 || found.weight === undefined) return undefined;
  return centsOfWeight(centsOf(line.unitPrice), gramsOfKg(found.weight)) - centsOf(line.lineTotal);
}

/**
 * Every line's change to the bill, in cents, as the server makes it: short units and lines not packed
 * take off what they cost, a substitute adds back its charge, a line weighed lighter takes off the
 * difference; then each line weighed heavier adds its difference only as far as the rest took off, so
 * the total never goes above the one before packing.
 */
function lineChanges(items: PackedOrderLine[], state: PackState): Map<string, number> {
  const changes = new Map<string, number>();
  const heavier: [string, number][] = [];
  let sum = 0;
  for (const line of items) {
    const found = state[line.productId];
    const weighed = weighedChangeCents(line, found);
    if (weighed !== undefined && weighed > 0) {
      heavier.push([line.productId, weighed]);
      continue;
    }
    const change = weighed ?? centsOf(substituteCharge(line, state)) - missingCents(line, found);
    changes.set(line.productId, change);
    sum += change;
  }
  for (const [productId, added] of heavier) {
    const allowed = Math.min(added, Math.max(0, -sum));
    changes.set(productId, allowed);
    sum += allowed;
  }
  return changes;
}

/**
 * What weighing a line sold by weight changed on the bill (negative: lighter), as the running total
 * counts it: a heavier line adds only what the rest of the pack made room for. Undefined when the
 * line was not weighed.
 */
export function weighedChange(order: { items: PackedOrderLine[] }, state: PackState, line: PackedOrderLine) {
  if (weighedChangeCents(line, state[line.productId]) === undefined) return undefined;
  return (lineChanges(order.items, state).get(line.productId) ?? 0) / 100;
}

export interface PackTotal {
  /** The bill as packed so far (unchecked lines counted as fully packed). */
  total: number;
  /** What the packing takes off what the shopper confirmed; 0 when nothing. */
  less: number;
}

/**
 * The running total the server will apply: a short line takes off its unit price for each missing unit,
 * a substitute adds back its charge, a weighed line is charged for its weight (heavier only as far as
 * the rest made room); the total never goes above what the shopper confirmed.
 */
export function packTotal(
  order: { items: PackedOrderLine[]; totalAmt: number; confirmedTotalAmt: number },
  state: PackState,
): PackTotal {
  let change = 0;
  for (const cents of lineChanges(order.items, state).values()) change += cents;
  const confirmed = centsOf(order.confirmedTotalAmt);
  const total = Math.max(0, Math.min(confirmed, centsOf(order.totalAmt) + change));
  return { total: total / 100, less: (confirmed - total) / 100 };
}
