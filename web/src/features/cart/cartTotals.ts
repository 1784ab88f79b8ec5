import type { CartLine } from '../../api/types';
import { discountedPrice, lineCents } from '../../lib/money';
import { lineProblem } from './cartLineState';

export interface CartTotals {
  /** Units in the cart that can be bought; a line sold by weight counts as one, as orders count it. */
  quantity: number;
  /** What those lines cost after discounts. */
  total: number;
  /** What they would cost without discounts. */
  undiscounted: number;
  savings: number;
  /** Lines that cannot be bought now (sold out, unpublished, deleted): left out of the sums above. */
  unavailable: number;
}

/**
 * Spec 3 and 9: the cart's totals for display. The order service prices the order itself; these sums
 * follow its rule, in whole cents: a unit line is its price times its units, a by-weight line its
 * price per kg for its weight to the nearest cent (lineCents).
 */
export function cartTotals(lines: CartLine[] | undefined): CartTotals {
  let quantity = 0;
  let totalCents = 0;
  let undiscountedCents = 0;
  let unavailable = 0;
  for (const line of lines ?? []) {
    if (lineProblem(line)) {
      unavailable += 1;
      continue;
    }
    const { price, discount, sellBy } = line.productId;
    quantity += sellBy === 'weight' ? 1 : line.quantity;
    totalCents += lineCents(discountedPrice(price, discount), line.quantity, sellBy);
    undiscountedCents += lineCents(price, line.quantity, sellBy);
  }
  return {
    quantity,
    total: totalCents / 100,
    undiscounted: undiscountedCents / 100,
    savings: (undiscountedCents - totalCents) / 100,
    unavailable,
  };
}

/** Shown where paying is disabled because of such lines. */
export const UNAVAILABLE_BLOCKER = 'Remove the items that are no longer available to continue.';
