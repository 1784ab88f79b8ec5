import { SubstitutionPreferences } from '@shop/common';
import type { PricedItem } from '../pricing/pricing';

/**
 * Each line keeps what the shopper allows when it is missing: its own choice, else the order's default,
 * else NONE (nothing is replaced without the shopper's word).
 */
export function withSubstitution<T extends Pick<PricedItem, 'productId'>>(
  items: T[],
  preferences: SubstitutionPreferences | undefined,
): (T & { substitution: 'SIMILAR' | 'NONE' })[] {
  const lines = Object.fromEntries(
    Object.entries(preferences?.lines ?? {}).map(([productId, choice]) => [productId.toLowerCase(), choice]),
  );
  return items.map((item) => ({ ...item, substitution: lines[item.productId] ?? preferences?.default ?? 'NONE' }));
}
