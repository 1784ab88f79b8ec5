import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../api/types';
import { apples, lineOf, rice } from '../../test/cart';
import { lineSteps } from './lineSteps';

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
