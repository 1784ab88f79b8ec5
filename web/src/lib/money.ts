import type { SellBy } from '../api/types';
import { gramsOfKg } from './weight';

/** Spec 9: Indian digit grouping with the USD currency code, e.g. $1,23,456.00. */
const formatter = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: number): string {
  return formatter.format(amount);
}

/**
 * What one unit costs after its discount: price minus the discount percent of it, rounded up (the
 * order service charges the same). A product without a discount costs its price.
 */
export function discountedPrice(price: number, discount: number | undefined): number {
  if (!discount) return price;
  return price - Math.ceil((price * discount) / 100);
}

/**
 * How the cash a rider collected compares with what was due, to the cent: 'short' or 'over' by
 * `amount` (positive), or 'exact'.
 */
export function cashDifference(collected: number, due: number): { kind: 'short' | 'over' | 'exact'; amount: number } {
  const cents = Math.round(collected * 100) - Math.round(due * 100);
  if (cents === 0) return { kind: 'exact', amount: 0 };
  return { kind: cents < 0 ? 'short' : 'over', amount: Math.abs(cents) / 100 };
}

/** An amount in whole cents: the one rounding, which only clears the binary noise of a two-place decimal. */
export const centsOf = (amount: number): number => Math.round(amount * 100);

/**
 * What `grams` cost at `centsPerKg`, in cents, exactly as the server charges a by-weight line: the
 * product (milli-cents) to the nearest cent, halves up. Integers only (0.75 kg at $119.99 is $89.99).
 */
export function centsOfWeight(centsPerKg: number, grams: number): number {
  return Math.floor((centsPerKg * grams + 500) / 1000);
}

/**
 * A line's amount in cents: its unit price times its units, or, sold by weight, its price per kg for
 * its weight in kg (centsOfWeight).
 */
export function lineCents(unitPrice: number, quantity: number, sellBy: SellBy | null | undefined): number {
  if (sellBy === 'weight') return centsOfWeight(centsOf(unitPrice), gramsOfKg(quantity));
  return centsOf(unitPrice) * quantity;
}

/** "$40.00 / kg" for a price per kg, "$40.00" for one unit's. */
export function formatPrice(amount: number, sellBy: SellBy | null | undefined): string {
  return sellBy === 'weight' ? `${formatMoney(amount)} / kg` : formatMoney(amount);
}
