import { z } from 'zod';

/**
 * Selling by weight (issue 38). A product is sold by the unit (whole quantities, price per unit) or by
 * weight: price per kg, and every quantity a whole number of grams inside (cart lines, stock, stock
 * reservations, order lines), shown in the API as kilograms with at most 3 decimals. A quantity is a
 * whole number of steps between the product's minimum and maximum.
 */
export const SELL_BY = ['unit', 'weight'] as const;
export const sellBySchema = z.enum(SELL_BY);
export type SellBy = z.infer<typeof sellBySchema>;

/** The most one line may weigh (a stock line's largest quantity, 10 kg in grams). */
export const MAX_LINE_GRAMS = 10_000;

/** A by-weight product's terms, in grams. */
export interface WeightTerms {
  weightStepGrams: number;
  weightMinGrams: number;
  weightMaxGrams: number;
}

/** Why terms are not a product's: the first broken rule, as the product form says it. */
export function weightTermsProblem({ weightStepGrams, weightMinGrams, weightMaxGrams }: WeightTerms): string | null {
  const grams = [weightStepGrams, weightMinGrams, weightMaxGrams];
  if (!grams.every((value) => Number.isInteger(value) && value >= 1 && value <= MAX_LINE_GRAMS)) {
    return `weightStepGrams, weightMinGrams and weightMaxGrams must be whole grams from 1 to ${MAX_LINE_GRAMS}`;
  }
  if (weightMinGrams % weightStepGrams || weightMaxGrams % weightStepGrams) {
    return 'weightMinGrams and weightMaxGrams must be whole steps (multiples of weightStepGrams)';
  }
  if (weightMinGrams > weightMaxGrams) return 'weightMinGrams cannot be above weightMaxGrams';
  return null;
}

/** The grams of a weight in kilograms with at most 3 decimals; null for anything else (0.2505, NaN). */
export function gramsOfKg(kg: number): number | null {
  if (typeof kg !== 'number' || !Number.isFinite(kg)) return null;
  const grams = Math.round(kg * 1000);
  // 0.1 * 1000 is 100.00000000000001 in binary: a weight of 3 decimals lands within far less than this.
  return Math.abs(grams - kg * 1000) < 1e-6 ? grams : null;
}

/** Kilograms as the API shows them: grams / 1000 prints with at most 3 decimals (750 → 0.75). */
export function kgOfGrams(grams: number): number {
  return grams / 1000;
}

export type WeightProblem = 'NOT_IN_STEPS' | 'BELOW_MINIMUM' | 'ABOVE_MAXIMUM';

/** Whether `grams` may be a line of a product with these terms. */
export function weightProblem(grams: number, terms: WeightTerms): WeightProblem | null {
  if (!Number.isInteger(grams) || grams % terms.weightStepGrams) return 'NOT_IN_STEPS';
  if (grams < terms.weightMinGrams) return 'BELOW_MINIMUM';
  if (grams > terms.weightMaxGrams) return 'ABOVE_MAXIMUM';
  return null;
}

/**
 * What `grams` cost at `centsPerKg`, in cents: the exact product (an integer of milli-cents) rounded to
 * the nearest cent, halves up. The one rounding of a by-weight line; integers throughout (a price of
 * 10^8 cents per kg times 10^4 g stays far below 2^53).
 */
export function centsOfWeight(centsPerKg: number, grams: number): number {
  return Math.floor((centsPerKg * grams + 500) / 1000);
}
