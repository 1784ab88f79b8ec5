import type { CartLine } from '../../api/types';
import {
  gramsOfKg,
  isSoldByWeight,
  kgOfGrams,
  nextWeight,
  previousWeight,
  stepLabel,
  weightTermsOf,
} from '../../lib/weight';

/** What '+' and '−' set a cart line to, and how their labels name one step. */
export interface LineSteps {
  more: number;
  /** Null when '−' removes the line (at 1 unit, or at a by-weight product's minimum). */
  less: number | null;
  /** "one" for units, "0.05 kg" for a by-weight product's step. */
  step: string;
}

/**
 * One unit up or down, or by weight one step of the product (kg, whole grams inside, so 0.25 + 0.05
 * is 0.3): the server takes whole units, or whole steps between the minimum and the maximum.
 */
export function lineSteps(line: Pick<CartLine, 'quantity' | 'productId'>): LineSteps {
  const product = line.productId;
  if (!isSoldByWeight(product)) {
    return { more: line.quantity + 1, less: line.quantity <= 1 ? null : line.quantity - 1, step: 'one' };
  }
  const terms = weightTermsOf(product);
  const grams = gramsOfKg(line.quantity);
  const less = previousWeight(grams, terms);
  return {
    more: kgOfGrams(nextWeight(grams, terms)),
    less: less === null ? null : kgOfGrams(less),
    step: stepLabel(terms),
  };
}
