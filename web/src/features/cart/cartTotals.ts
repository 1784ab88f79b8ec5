import type { CartLine } from '../../api/types';
import { discountedPrice } from '../../lib/money';

export interface CartTotals {
  /** Units in the cart. */
  quantity: number;
  /** What the lines cost after discounts. */
  total: number;
  /** What they would cost without discounts. */
  undiscounted: number;
  savings: number;
}

/** Spec 3 and 9: the cart's totals for display. The order service prices the order itself. */
export function cartTotals(lines: CartLine[] | undefined): CartTotals {
  let quantity = 0;
  let total = 0;
  let undiscounted = 0;
  for (const line of lines ?? []) {
    quantity += line.quantity;
    total += discountedPrice(line.productId.price, line.productId.discount) * line.quantity;
    undiscounted += line.productId.price * line.quantity;
  }
  return { quantity, total, undiscounted, savings: undiscounted - total };
}
