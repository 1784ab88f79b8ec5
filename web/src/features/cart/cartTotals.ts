import type { CartLine } from '../../api/types';
import { discountedPrice } from '../../lib/money';
import { lineProblem } from './cartLineState';

export interface CartTotals {
  /** Units in the cart that can be bought. */
  quantity: number;
  /** What those lines cost after discounts. */
  total: number;
  /** What they would cost without discounts. */
  undiscounted: number;
  savings: number;
  /** Lines that cannot be bought now (sold out, unpublished, deleted): left out of the sums above. */
  unavailable: number;
}

/** Spec 3 and 9: the cart's totals for display. The order service prices the order itself. */
export function cartTotals(lines: CartLine[] | undefined): CartTotals {
  let quantity = 0;
  let total = 0;
  let undiscounted = 0;
  let unavailable = 0;
  for (const line of lines ?? []) {
    if (lineProblem(line)) {
      unavailable += 1;
      continue;
    }
    quantity += line.quantity;
    total += discountedPrice(line.productId.price, line.productId.discount) * line.quantity;
    undiscounted += line.productId.price * line.quantity;
  }
  return { quantity, total, undiscounted, savings: undiscounted - total, unavailable };
}

/** Shown where paying is disabled because of such lines. */
export const UNAVAILABLE_BLOCKER = 'Remove the items that are no longer available to continue.';
