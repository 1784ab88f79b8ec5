import type { SellBy } from '../api/types';

/** Low stock is shown on cards, the product page and cart lines at this many units or fewer. */
const LOW_STOCK = 5;

/**
 * 'Only 3 left' while a product is nearly sold out (issue 23); nothing when plenty or none is left,
 * nor for a product sold by weight, whose stock counts grams ('Only 3 left' would mean 3 g).
 */
export function LowStock({
  stock,
  sellBy,
  className = 'text-xs',
}: {
  stock: number;
  sellBy?: SellBy;
  className?: string;
}) {
  if (sellBy === 'weight' || stock <= 0 || stock > LOW_STOCK) return null;
  return <p className={`font-medium text-amber-800 ${className}`}>Only {stock} left</p>;
}
