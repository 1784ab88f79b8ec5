import { gramsOfKg, kgOfGrams, ProductSnapshot, weightProblem, WeightTerms } from '@shop/common';
import { QuantityNotInSteps, QuantityNotWhole, TooManyUnitsInCart } from '../cart.errors';
import type { StoredLine } from './cart.store';

/**
 * How a product's cart quantities count (sold-by-weight.ts). By the unit: whole units, one at a time, at
 * most MAX_UNITS_PER_PRODUCT. By weight: grams inside, kilograms in the API, a first add of the minimum
 * and then one step at a time, at most the product's maximum, always whole steps.
 */
export interface Measure {
  /** What a new line starts at, and what each further add adds. */
  first: number;
  step: number;
  /** The most a line may hold, whatever the stock. */
  max: number;
  /** The most a line may hold with this stock: whole steps only. */
  most(stock: number): number;
  /** A stored quantity as the API shows it (kg for by-weight lines). */
  shown(quantity: number): number;
  /** A quantity as the API counts it, as stored; null when no line of the product could hold it. */
  read(qty: number): number | null;
  /** A quantity from the API (update-qty's qty) as stored; throws why a line cannot hold it. */
  stored(qty: number, name: string): number;
  /** A stored quantity in words ("3", "0.75 kg"). */
  said(quantity: number): string;
}

export function measureOf(product: Pick<ProductSnapshot, 'sellBy'> & Partial<WeightTerms>, maxUnits: number): Measure {
  return product.sellBy === 'weight' ? byWeight(product as WeightTerms) : byUnit(maxUnits);
}

/** A line's measure: its product's now, or as the line remembers it (a deleted product; older lines: by the unit). */
export function measureOfLine(line: StoredLine, product: ProductSnapshot | undefined, maxUnits: number): Measure {
  return measureOf(product ?? line.added ?? {}, maxUnits);
}

function byUnit(maxUnits: number): Measure {
  return {
    first: 1,
    step: 1,
    max: maxUnits,
    most: (stock) => Math.min(stock, maxUnits),
    shown: (quantity) => quantity,
    read: (qty) => (Number.isInteger(qty) ? qty : null),
    stored: (qty) => {
      if (!Number.isInteger(qty)) throw new QuantityNotWhole();
      return qty;
    },
    said: (quantity) => String(quantity),
  };
}

function byWeight(terms: WeightTerms): Measure {
  const { weightStepGrams: step, weightMinGrams: min, weightMaxGrams: max } = terms;
  return {
    first: min,
    step,
    max,
    most: (stock) => Math.floor(Math.min(stock, max) / step) * step,
    shown: kgOfGrams,
    read: gramsOfKg,
    stored: (qty, name) => {
      const grams = gramsOfKg(qty);
      const problem = grams === null ? 'NOT_IN_STEPS' : weightProblem(grams, terms);
      if (problem === 'ABOVE_MAXIMUM') throw new TooManyUnitsInCart(name, kgOfGrams(max), `${kgOfGrams(max)} kg`);
      if (problem) throw new QuantityNotInSteps(name, terms);
      return grams!;
    },
    said: (quantity) => `${kgOfGrams(quantity)} kg`,
  };
}
