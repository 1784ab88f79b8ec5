import type { CartLine } from '../../api/types';
import { discountedPrice } from '../../lib/money';
import { formatKg, gramsOfKg, isSoldByWeight, kgOfGrams, weightTermsOf } from '../../lib/weight';

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

/** Whether the line shows a price change announced this visit (its price still differs from the one added at). */
export function priceChangeShown(line: CartLine, changes: Record<string, { was: number }>): boolean {
  const change = changes[line._id];
  if (!change || lineProblem(line)) return false;
  return change.was !== discountedPrice(line.productId.price, line.productId.discount);
}

/** The unit price (per kg when sold by weight) when the shopper added the product (or last saw it) and now, when they differ. */
export function priceChange(line: CartLine): { was: number; now: number } | undefined {
  if (!line.priceWhenAdded || lineProblem(line)) return undefined;
  const was = discountedPrice(line.priceWhenAdded.price, line.priceWhenAdded.discount);
  const now = discountedPrice(line.productId.price, line.productId.discount);
  return was === now ? undefined : { was, now };
}

/**
 * Why '+' stops here, shown beside the line once it holds the most it may: the stock left, or the
 * per-order limit (the cart's and cash on delivery's). Undefined below that bound. The live stock is
 * read from the product, so the bound follows it. By weight (stock in grams, the limit in kg) the
 * bound is reached when one more step would pass it: 'Only 0.4 kg left', 'Limit 2 kg per order'.
 */
export function quantityLimitNote(line: CartLine): string | undefined {
  if (lineProblem(line)) return undefined;
  const { stock } = line.productId;
  if (isSoldByWeight(line.productId)) return weightLimitNote(line);
  if (stock < line.maxPerOrder) return line.quantity >= stock ? `Only ${stock} left` : undefined;
  return line.quantity >= line.maxPerOrder ? `Limit ${line.maxPerOrder} per order` : undefined;
}

function weightLimitNote(line: CartLine): string | undefined {
  const { stock } = line.productId;
  const { step } = weightTermsOf(line.productId);
  const more = gramsOfKg(line.quantity) + step;
  const limit = gramsOfKg(line.maxPerOrder);
  if (stock < limit) return more > stock ? `Only ${formatKg(kgOfGrams(stock))} left` : undefined;
  return more > limit ? `Limit ${formatKg(line.maxPerOrder)} per order` : undefined;
}
