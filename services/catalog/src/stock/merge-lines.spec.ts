import { mergeLines } from './stock.service';

describe('mergeLines', () => {
  it('adds up lines of the same product and orders them by id', () => {
    const a = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    const b = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    const merged = mergeLines([
      { productId: b, quantity: 1 },
      { productId: a.toUpperCase(), quantity: 2 },
      { productId: a, quantity: 3 },
    ]);
    expect(merged.map((line) => [line.productId.toHexString(), line.quantity])).toEqual([
      [a, 5],
      [b, 1],
    ]);
  });
});
