import type { CartLine } from '../../api/types';
import { discountedPrice } from '../../lib/money';

/** The lines' unit prices as one string: what a shopper accepts at checkout (quantities may change after). */
export function unitPricesOf(lines: CartLine[] | undefined): string {
  return (lines ?? [])
    .map((line) => `${line._id}:${discountedPrice(line.productId.price, line.productId.discount)}`)
    .join(',');
}
