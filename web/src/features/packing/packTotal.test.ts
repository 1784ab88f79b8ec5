import { describe, expect, it } from 'vitest';
import {
  packLinesOf,
  takenProducts,
  uncheckedLines,
  unitsToReplace,
  withNotOnShelf,
  withPacked,
  withSubstitute,
  withTypedWeight,
  type PackedOrderLine,
} from './packState';
import { packTotal, substituteCharge, weighedChange } from './packTotal';
import { weighedNote } from './weighedNote';

const line = (productId: string, quantity: number, unitPrice: number, substitution: 'SIMILAR' | 'NONE' = 'NONE') =>
  ({
    productId,
    product_details: { name: productId, image: [] },
    quantity,
    sellBy: 'unit' as 'unit' | 'weight',
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

describe('a line sold by weight at packing (issue 38, the server’s rule)', () => {
  // 0.75 kg of apples at $119.99 a kg: $89.99; two tomatoes at $40.
  const apples = { ...line('apples', 0.75, 119.99, 'SIMILAR'), sellBy: 'weight' as const, lineTotal: 89.99 };
  // The by-weight line first: a heavier weight is still charged only after every other change is known.
  const weighedOrder = { items: [apples, tomatoes], totalAmt: 169.99, confirmedTotalAmt: 169.99 };
  const weigh = (kg: string, state = {}) => withTypedWeight(state, apples, kg);

  it('charges a lighter weight for its weight, to the nearest cent', () => {
    // 0.62 kg: 11999 × 620 / 1000 = 7439.38 cents, $74.39: $15.60 less.
    expect(packTotal(weighedOrder, weigh('0.62'))).toEqual({ total: 154.39, less: 15.6 });
    expect(weighedChange(weighedOrder, weigh('0.62'), apples)).toBe(-15.6);
    expect(packTotal(weighedOrder, weigh('0.75'))).toEqual({ total: 169.99, less: 0 });
    expect(weighedChange(weighedOrder, weigh('0.75'), apples)).toBe(0);
  });

  it('adds a heavier weight only as far as the other changes took off', () => {
    // 0.8 kg is $95.99, $6.00 more: nothing else changed, so nothing is added.
    expect(packTotal(weighedOrder, weigh('0.8'))).toEqual({ total: 169.99, less: 0 });
    expect(weighedChange(weighedOrder, weigh('0.8'), apples)).toBe(0);
    // A tomato short took $40 off: the $6.00 fits in it.
    const oneShort = withPacked(weigh('0.8'), tomatoes, 1);
    expect(packTotal(weighedOrder, oneShort)).toEqual({ total: 135.99, less: 34 });
    expect(weighedChange(weighedOrder, oneShort, apples)).toBe(6);
    // 1.2 kg is $143.99, $54.00 more: only the $40 the tomato took off is added.
    const muchHeavier = withPacked(weigh('1.2'), tomatoes, 1);
    expect(packTotal(weighedOrder, muchHeavier)).toEqual({ total: 169.99, less: 0 });
    expect(weighedChange(weighedOrder, muchHeavier, apples)).toBe(40);
  });

  it('takes off the whole line when none is on the shelf, and caps a substitute at it', () => {
    expect(packTotal(weighedOrder, withNotOnShelf({}, apples, true))).toEqual({ total: 80, less: 89.99 });
    const replaced = withSubstitute(withNotOnShelf({}, apples, true), apples, substitute(50));
    expect(substituteCharge(apples, replaced)).toBe(50);
    expect(packTotal(weighedOrder, replaced)).toEqual({ total: 130, less: 39.99 });
    const dearer = withSubstitute({}, apples, substitute(99, 0, 2));
    expect(dearer.apples.packed).toBe(0);
    expect(substituteCharge(apples, dearer)).toBe(89.99);
    expect(unitsToReplace(apples, {})).toBe(1);
  });

  it('is checked once weighed or marked not on the shelf, and sent as packed 1 with its weight or 0', () => {
    expect(uncheckedLines(weighedOrder.items, weigh('0.2505'))).toEqual([apples, tomatoes]);
    expect(uncheckedLines(weighedOrder.items, weigh(''))).toEqual([apples, tomatoes]);
    expect(uncheckedLines(weighedOrder.items, weigh('0.62'))).toEqual([tomatoes]);
    const notOnShelf = withNotOnShelf({}, apples, true);
    expect(uncheckedLines(weighedOrder.items, notOnShelf)).toEqual([tomatoes]);
    expect(uncheckedLines(weighedOrder.items, withNotOnShelf(notOnShelf, apples, false))).toEqual([apples, tomatoes]);
    // Weighing it after all drops "not on the shelf" and the substitute.
    const weighedAfterAll = weigh('0.7', withSubstitute(notOnShelf, apples, substitute(50)));
    expect(weighedAfterAll.apples).toEqual({ packed: 1, weight: 0.7, typedWeight: '0.7' });

    expect(packLinesOf(weighedOrder.items, withPacked(weigh('0.62'), tomatoes, 2))).toEqual([
      { productId: 'apples', packed: 1, weight: 0.62 },
      { productId: 'tomatoes', packed: 2 },
    ]);
    expect(packLinesOf([apples], notOnShelf)).toEqual([{ productId: 'apples', packed: 0 }]);
    expect(packLinesOf([apples], withSubstitute(notOnShelf, apples, substitute(50)))).toEqual([
      { productId: 'apples', packed: 0, substitute: { productId: 'other', quantity: 1 } },
    ]);
  });

  it('tells the packer what the weight did to the bill', () => {
    expect(weighedNote(apples, 0.62, -15.6)).toBe('0.13 kg under · −$15.60');
    expect(weighedNote(apples, 0.75, 0)).toBeUndefined();
    expect(weighedNote(apples, 0.8, 6)).toBe('0.05 kg over · +$6.00');
    expect(weighedNote(apples, 1.2, 40)).toBe(
      '0.45 kg over · +$40.00, the rest on the shop: the customer pays no more than confirmed',
    );
    expect(weighedNote(apples, 0.8, 0)).toBe('0.05 kg over · no charge: the customer pays no more than confirmed');
  });
});
