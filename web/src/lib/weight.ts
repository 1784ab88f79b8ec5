import type { SellBy } from '../api/types';

/**
 * Products sold by weight (issue 38): the API counts their quantities in kilograms with at most 3
 * decimals (prices per kg, stock in grams); the app works in whole grams, so no sum of floats ever
 * shows as 0.30000000000000004 kg. Anything without `sellBy` (answers cached before it) is sold by the unit.
 */

/** The most one line may weigh, as the server allows it (10 kg). */
export const MAX_LINE_GRAMS = 10_000;

/** A by-weight product's terms, in grams. */
export interface WeightTerms {
  step: number;
  min: number;
  max: number;
}

interface Sold {
  sellBy?: SellBy | null;
}

interface WithTerms extends Sold {
  weightStepGrams?: number;
  weightMinGrams?: number;
  weightMaxGrams?: number;
}

export function isSoldByWeight(product: Sold | null | undefined): boolean {
  return product?.sellBy === 'weight';
}

export const sellByOf = (product: Sold | null | undefined): SellBy => (isSoldByWeight(product) ? 'weight' : 'unit');

/** Whole grams of a weight in kilograms (0.75 → 750), clearing the binary noise of a 3-decimal float. */
export const gramsOfKg = (kg: number): number => Math.round(kg * 1000);

/** Kilograms of whole grams (750 → 0.75): an integer over 1000 prints with at most 3 decimals. */
export const kgOfGrams = (grams: number): number => Math.round(grams) / 1000;

/** "0.75 kg", "2 kg": a weight as the shop writes it. */
export const formatKg = (kg: number): string => `${kgOfGrams(gramsOfKg(kg))} kg`;

/** A quantity as the shop writes it: "3" units, or "0.75 kg" of a line sold by weight. */
export function formatQuantity(quantity: number, sellBy: SellBy | null | undefined): string {
  return sellBy === 'weight' ? formatKg(quantity) : String(quantity);
}

/**
 * The terms a by-weight product sells on. The API always sends them with `sellBy: 'weight'`; were one
 * missing, the line still moves in grams (step 1 g) within what one line may weigh.
 */
export function weightTermsOf(product: WithTerms): WeightTerms {
  const step = product.weightStepGrams && product.weightStepGrams > 0 ? product.weightStepGrams : 1;
  return { step, min: product.weightMinGrams ?? step, max: product.weightMaxGrams ?? MAX_LINE_GRAMS };
}

/** The weight one step above `grams` (whole steps, never below the minimum), at most the maximum. */
export function nextWeight(grams: number, { step, min, max }: WeightTerms): number {
  const next = (Math.floor(grams / step) + 1) * step;
  return Math.min(max, Math.max(min, next));
}

/**
 * The weight one step below `grams` (whole steps, at most the maximum), or null when that is below the
 * minimum: the line then goes, as a unit line does below 1.
 */
export function previousWeight(grams: number, { step, min, max }: WeightTerms): number | null {
  const previous = Math.min(max, (Math.ceil(grams / step) - 1) * step);
  return previous < min ? null : previous;
}

/** "0.05 kg": one step of the product, for labels such as "Add 0.05 kg more". */
export const stepLabel = (terms: WeightTerms): string => formatKg(kgOfGrams(terms.step));

/**
 * A weight typed in kilograms (the packer's scale): a number above 0 with at most 3 decimals, at most
 * what one line may weigh; undefined for anything else (empty, "abc", 0.2505, 12).
 */
export function parseKg(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(trimmed)) return undefined;
  const kg = Number(trimmed);
  const grams = gramsOfKg(kg);
  if (!Number.isFinite(kg) || grams <= 0 || grams > MAX_LINE_GRAMS) return undefined;
  // More than 3 decimals would be a weight the scale cannot show and the server refuses.
  if (Math.abs(grams - kg * 1000) > 1e-6) return undefined;
  return kgOfGrams(grams);
}

/**
 * Whether none of the product can be added: no stock, or (by weight, stock in grams) less than its
 * minimum weight left.
 */
export function isSoldOut(product: WithTerms & { stock: number }): boolean {
  if (!isSoldByWeight(product)) return product.stock <= 0;
  return product.stock < weightTermsOf(product).min;
}
