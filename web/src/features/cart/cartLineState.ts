import type { CartLine } from '../../api/types';
import { discountedPrice } from '../../lib/money';

/**
 * Why a line cannot be bought now, or undefined when it can: its product was unpublished or deleted
 * since it was added ('No longer available'), or none is left ('Out of stock'). Such a line is left
 * out of the totals and blocks paying until the shopper removes it.
 */
export function lineProblem(line: CartLine): 'No longer available' | 'Out of stock' | undefined {
  if (line.productId.publish === false) return 'No longer available';
  if (line.productId.stock <= 0) return 'Out of stock';
  return undefined;
}

/** The unit price when the shopper added the product (or last saw it) and now, when they differ. */
export function priceChange(line: CartLine): { was: number; now: number } | undefined {
  if (!line.priceWhenAdded || lineProblem(line)) return undefined;
  const was = discountedPrice(line.priceWhenAdded.price, line.priceWhenAdded.discount);
  const now = discountedPrice(line.productId.price, line.productId.discount);
  return was === now ? undefined : { was, now };
}
