import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../api/types';
import { lineSteps } from './lineSteps';

const rice = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 99.99,
  discount: 0,
  stock: 50,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};
const apples = {
  ...rice,
  _id: 'p2',
  name: 'Shimla Apple',
  price: 133.99,
  discount: 10,
  stock: 5000,
  sellBy: 'weight' as const,
  weightStepGrams: 50,
  weightMinGrams: 250,
  weightMaxGrams: 2000,
};
const lineOf = (product: CartLine['productId'], quantity: number, id = product._id): CartLine => ({
  _id: id,
  quantity,
  productId: product,
  priceWhenAdded: null,
  maxPerOrder: 10,
});

describe("a cart line's + and −", () => {
  it('moves a unit line by one, and − at 1 removes it', () => {
    expect(lineSteps(lineOf(rice, 2))).toEqual({ more: 3, less: 1, step: 'one' });
    expect(lineSteps(lineOf(rice, 1)).less).toBeNull();
    // A product from an answer cached before sellBy existed is sold by the unit.
    const { sellBy: _unset, ...older } = rice;
    expect(lineSteps(lineOf(older as unknown as CartLine['productId'], 1))).toEqual({
      more: 2,
      less: null,
      step: 'one',
    });
  });

  it('moves a by-weight line by one step in kg, and − at the minimum removes it', () => {
    expect(lineSteps(lineOf(apples, 0.3))).toEqual({ more: 0.35, less: 0.25, step: '0.05 kg' });
    expect(lineSteps(lineOf(apples, 0.25))).toEqual({ more: 0.3, less: null, step: '0.05 kg' });
    expect(lineSteps(lineOf(apples, 2)).more).toBe(2);
  });
});
