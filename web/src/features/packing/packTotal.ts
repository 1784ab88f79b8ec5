import { discountedPrice } from '../../lib/money';
import { missingOf, type PackedOrderLine, type PackState } from './packState';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * What a substitute costs the shopper, as the server charges it: its discounted price for the units
 * put in, never more than the units it replaces cost.
 */
export function substituteCharge(line: PackedOrderLine, state: PackState): number {
  const found = state[line.productId];
  if (!found?.substitute) return 0;
  const { product, quantity } = found.substitute;
  const asked = cents(discountedPrice(product.price, product.discount)) * quantity;
  return Math.min(asked, cents(line.unitPrice) * missingOf(line, found)) / 100;
}

export interface PackTotal {
  /** The bill as packed so far (unchecked lines counted as fully packed). */
  total: number;
  /** What the packing takes off what the shopper confirmed; 0 when nothing. */
  less: number;
}

/**
 * The running total the server will apply: a short line takes off its unit price for each missing unit,
 * a substitute adds back its charge; the total never goes above what the shopper confirmed.
 */
export function packTotal(
  order: { items: PackedOrderLine[]; totalAmt: number; confirmedTotalAmt: number },
  state: PackState,
): PackTotal {
  const off = order.items.reduce(
    (sum, line) =>
      sum + cents(line.unitPrice) * missingOf(line, state[line.productId]) - cents(substituteCharge(line, state)),
    0,
  );
  const confirmed = cents(order.confirmedTotalAmt);
  const total = Math.max(0, Math.min(confirmed, cents(order.totalAmt) - off));
  return { total: total / 100, less: (confirmed - total) / 100 };
}
