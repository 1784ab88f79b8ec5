import { describe, expect, it } from 'vitest';
import {
  packLinesOf,
  takenProducts,
  uncheckedLines,
  withPacked,
  withSubstitute,
  type PackedOrderLine,
} from './packState';
import { packTotal, substituteCharge } from './packTotal';

const line = (productId: string, quantity: number, unitPrice: number, substitution: 'SIMILAR' | 'NONE' = 'NONE') =>
  ({
    productId,
    product_details: { name: productId, image: [] },
    quantity,
    price: unitPrice,
    discount: 0,
    unitPrice,
    lineTotal: unitPrice * quantity,
    substitution,
  }) satisfies PackedOrderLine;

const tomatoes = line('tomatoes', 2, 40);
const butter = line('butter', 1, 56, 'SIMILAR');
// A $20 delivery fee on top of the lines: packing takes off lines only.
const order = { items: [tomatoes, butter], totalAmt: 156, confirmedTotalAmt: 156 };
const substitute = (price: number, discount = 0, quantity = 1) => ({
  product: { _id: 'other', name: 'Mother Dairy Butter', price, discount, image: [], unit: '100 g', stock: 9 },
  quantity,
});

describe('the packing screen’s running total (the server’s rule)', () => {
  it('is what was confirmed while every line is there (unchecked lines count as packed)', () => {
    expect(packTotal(order, {})).toEqual({ total: 156, less: 0 });
    expect(packTotal(order, withPacked({}, tomatoes, 2))).toEqual({ total: 156, less: 0 });
  });

  it('takes off the unit price of each missing unit of a short line', () => {
    expect(packTotal(order, withPacked({}, tomatoes, 1))).toEqual({ total: 116, less: 40 });
    expect(packTotal(order, withPacked(withPacked({}, tomatoes, 0), butter, 0))).toEqual({ total: 20, less: 136 });
  });

  it('charges a cheaper substitute its discounted price', () => {
    // $60 less 10% (rounded up, as the order service does): $54 for the $56 butter.
    const state = withSubstitute(withPacked({}, butter, 0), butter, substitute(60, 10));
    expect(substituteCharge(butter, state)).toBe(54);
    expect(packTotal(order, state)).toEqual({ total: 154, less: 2 });
  });

  it('never charges a substitute more than the units it replaces', () => {
    const state = withSubstitute(withPacked({}, butter, 0), butter, substitute(99, 0, 2));
    expect(substituteCharge(butter, state)).toBe(56);
    expect(packTotal(order, state)).toEqual({ total: 156, less: 0 });
  });

  it('never goes above what the shopper confirmed (an order priced lower than its confirmed total)', () => {
    expect(packTotal({ ...order, confirmedTotalAmt: 150 }, {})).toEqual({ total: 150, less: 0 });
    expect(packTotal({ ...order, confirmedTotalAmt: 150 }, withPacked({}, tomatoes, 1))).toEqual({
      total: 116,
      less: 34,
    });
  });

  it('adds in cents: no 0.30000000000000004', () => {
    const cheap = line('cheap', 3, 0.1);
    expect(packTotal({ items: [cheap], totalAmt: 0.3, confirmedTotalAmt: 0.3 }, withPacked({}, cheap, 0))).toEqual({
      total: 0,
      less: 0.3,
    });
  });
});

describe('the pack state', () => {
  it('a substitute on a line with nothing missing takes the line as none found', () => {
    const state = withSubstitute(withPacked({}, butter, 1), butter, substitute(50));
    expect(state.butter.packed).toBe(0);
  });

  it('packing a line in full again drops its substitute, and counts stay within 0..ordered', () => {
    const replaced = withSubstitute(withPacked({}, butter, 0), butter, substitute(50));
    expect(withPacked(replaced, butter, 1).butter.substitute).toBeUndefined();
    expect(withPacked({}, tomatoes, 5).tomatoes.packed).toBe(2);
    expect(withPacked({}, tomatoes, -1).tomatoes.packed).toBe(0);
  });

  it('lists every line once for the pack call, and which are still unchecked', () => {
    const state = withSubstitute(withPacked({}, butter, 0), butter, substitute(50));
    expect(uncheckedLines(order.items, state)).toEqual([tomatoes]);
    expect(packLinesOf(order.items, withPacked(state, tomatoes, 1))).toEqual([
      { productId: 'tomatoes', packed: 1 },
      { productId: 'butter', packed: 0, substitute: { productId: 'other', quantity: 1 } },
    ]);
  });
});

describe('what may substitute a line', () => {
  it('is neither a product of the order nor the substitute of another line', () => {
    const other = line('other-line', 1, 30, 'SIMILAR');
    const items = [tomatoes, butter, other];
    const state = withSubstitute(withPacked({}, other, 0), other, substitute(50));
    expect([...takenProducts(items, state, butter)].sort()).toEqual(['butter', 'other', 'other-line', 'tomatoes']);
    // The line's own substitute may be chosen again (Change).
    expect(takenProducts(items, state, other).has('other')).toBe(false);
  });
});
