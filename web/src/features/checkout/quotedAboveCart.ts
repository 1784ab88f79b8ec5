import type { CartLine, Quote } from '../../api/types';
import { discountedPrice } from '../../lib/money';

/**
 * Whether the bill prices a product above what its cart line shows (a price rise the cart has not
 * caught up with): its total then holds a rise the shopper has not seen, so it is accepted first.
 */
export function quotedAboveCart(lines: CartLine[] | undefined, bill: Quote | undefined): boolean {
  if (!lines || !bill) return false;
  const shown = new Map(
    lines.map((line) => [line.productId._id, discountedPrice(line.productId.price, line.productId.discount)]),
  );
  return bill.items.some((item) => {
    const price = shown.get(item.productId);
    return price !== undefined && item.unitPrice > price;
  });
}
