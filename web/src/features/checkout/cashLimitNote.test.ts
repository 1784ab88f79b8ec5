import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../api/types';
import { cashLimitNote } from './cashLimitNote';

const product = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 100,
  discount: 0,
  stock: 50,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};
const apples = {
  ...product,
  _id: 'p2',
  sellBy: 'weight' as const,
  weightStepGrams: 50,
  weightMinGrams: 250,
  weightMaxGrams: 2000,
};
const lineOf = (productId: CartLine['productId'], quantity: number): CartLine => ({
  _id: 'line1',
  quantity,
  productId,
  priceWhenAdded: null,
  maxPerOrder: 10,
});

describe("cash on delivery's limit beside its line", () => {
  it('counts units', () => {
    expect(cashLimitNote(lineOf(product, 8), { productId: 'p1', max: 10, held: 4 })).toBe(
      'Cash on delivery: at most 6 here (4 already ordered, limit 10)',
    );
    expect(cashLimitNote(lineOf(product, 6), { productId: 'p1', max: 10, held: 4 })).toBeUndefined();
  });

  it('says kg of a product sold by weight, whose refusal counts grams (issue 38)', () => {
    expect(cashLimitNote(lineOf(apples, 1.5), { productId: 'p2', max: 2000, held: 750 })).toBe(
      'Cash on delivery: at most 1.25 kg here (0.75 kg already ordered, limit 2 kg)',
    );
    expect(cashLimitNote(lineOf(apples, 1.25), { productId: 'p2', max: 2000, held: 750 })).toBeUndefined();
    expect(cashLimitNote(lineOf(apples, 2.5), { productId: 'p2', max: 2000, held: 0 })).toBe(
      'Cash on delivery: at most 2 kg per order',
    );
  });
});
