import { ProductSnapshot } from '@shop/common';
import { OrderItem } from '../orders/order.schema';
import { PackableOrder, planPack } from './pack-plan';

const TOMATO = 'a'.repeat(24);
const BUTTER = 'b'.repeat(24);
const CHEAP_BUTTER = 'c'.repeat(24);
const DEAR_BUTTER = 'd'.repeat(24);

function item(productId: string, quantity: number, unitPrice: number, substitution: 'SIMILAR' | 'NONE'): OrderItem {
  return {
    productId,
    product_details: { name: `product ${productId[0]}`, image: [] },
    quantity,
    price: unitPrice,
    discount: 0,
    unitPrice,
    lineTotal: unitPrice * quantity,
    substitution,
  };
}

function product(id: string, price: number, discount = 0): ProductSnapshot {
  return { _id: id, name: `product ${id[0]}`, image: [], unit: '1 pack', price, discount, stock: 10, publish: true };
}

// Tomatoes 2 × 40.10 (not replaceable), butter 3 × 52.35 (replace with similar), delivery 30: 290.25.
const order: PackableOrder = {
  items: [item(TOMATO, 2, 40.1, 'NONE'), item(BUTTER, 3, 52.35, 'SIMILAR')],
  subTotalAmt: 237.25,
  totalAmt: 267.25,
  confirmedTotalAmt: 267.25,
};

describe('planPack', () => {
  it('packs as ordered without adjustments or stock moves', () => {
    const plan = planPack(
      order,
      [
        { productId: TOMATO, packed: 2 },
        { productId: BUTTER, packed: 3 },
      ],
      [],
    );
    expect(plan.adjustments).toEqual([]);
    expect(plan.returned).toEqual([]);
    expect(plan.totalAmt).toBe(267.25);
  });

  it('takes a short line off the bill exactly and returns its units', () => {
    const plan = planPack(
      order,
      [
        { productId: TOMATO, packed: 1 },
        { productId: BUTTER, packed: 3 },
      ],
      [],
    );
    expect(plan.adjustments).toEqual([
      expect.objectContaining({ type: 'SHORT', productId: TOMATO, ordered: 2, packed: 1, amount: -40.1 }),
    ]);
    expect(plan.totalAmt).toBe(227.15);
    expect(plan.returned).toEqual([{ productId: TOMATO, quantity: 1 }]);
    expect(plan.items.find((line) => line.productId === TOMATO)).toMatchObject({ quantity: 1, lineTotal: 40.1 });
  });

  it('charges a cheaper substitute its own price, a dearer one no more than what it replaces', () => {
    const cheaper = planPack(
      order,
      [
        { productId: TOMATO, packed: 2 },
        { productId: BUTTER, packed: 1, substitute: { productId: CHEAP_BUTTER, quantity: 2 } },
      ],
      [product(CHEAP_BUTTER, 50)],
    );
    expect(cheaper.adjustments[0]).toMatchObject({ type: 'SUBSTITUTED', amount: -4.7 });
    expect(cheaper.totalAmt).toBe(262.55);
    expect(cheaper.substitutes).toEqual([{ productId: CHEAP_BUTTER, quantity: 2 }]);
    expect(cheaper.returned).toEqual([{ productId: BUTTER, quantity: 2 }]);

    const dearer = planPack(
      order,
      [
        { productId: TOMATO, packed: 2 },
        { productId: BUTTER, packed: 0, substitute: { productId: DEAR_BUTTER, quantity: 3 } },
      ],
      [product(DEAR_BUTTER, 80, 10)],
    );
    expect(dearer.adjustments[0]).toMatchObject({ amount: 0, substitute: { lineTotal: 157.05 } });
    expect(dearer.totalAmt).toBe(267.25);
    expect(dearer.items.find((line) => line.productId === DEAR_BUTTER)).toMatchObject({
      unitPrice: 72,
      lineTotal: 157.05,
      substituteFor: BUTTER,
    });
  });

  it('never charges more than confirmed, over random packs', () => {
    for (let round = 0; round < 500; round += 1) {
      const quantity = 1 + (round % 5);
      const unit = (1 + ((round * 7919) % 99_999)) / 100;
      const ordered: PackableOrder = {
        items: [item(BUTTER, quantity, unit, 'SIMILAR')],
        subTotalAmt: (Math.round(unit * 100) * quantity) / 100,
        totalAmt: (Math.round(unit * 100) * quantity) / 100,
      };
      const packed = round % quantity;
      const price = 1 + ((round * 104_729) % 5_000);
      const plan = planPack(
        ordered,
        [{ productId: BUTTER, packed, substitute: { productId: DEAR_BUTTER, quantity: 1 + (round % 3) } }],
        [product(DEAR_BUTTER, price, round % 30)],
      );
      expect(Math.round(plan.totalAmt * 100)).toBeLessThanOrEqual(Math.round(ordered.totalAmt * 100));
      const linesCents = plan.items.reduce((sum, line) => sum + Math.round(line.lineTotal * 100), 0);
      expect(linesCents).toBe(Math.round(plan.totalAmt * 100));
    }
  });

  it.each([
    [[{ productId: TOMATO, packed: 2 }], 'PACK_LINES_MISMATCH'],
    [
      [
        { productId: TOMATO, packed: 3 },
        { productId: BUTTER, packed: 3 },
      ],
      'PACKED_MORE_THAN_ORDERED',
    ],
    [
      [
        { productId: TOMATO, packed: 0 },
        { productId: BUTTER, packed: 0 },
      ],
      'NOTHING_PACKED',
    ],
    [
      [
        { productId: TOMATO, packed: 2, weight: 0.5 },
        { productId: BUTTER, packed: 3 },
      ],
      'NOT_SOLD_BY_WEIGHT',
    ],
    [
      [
        { productId: TOMATO, packed: 1, substitute: { productId: CHEAP_BUTTER, quantity: 1 } },
        { productId: BUTTER, packed: 3 },
      ],
      'SUBSTITUTE_REFUSED',
    ],
    [
      [
        { productId: TOMATO, packed: 2 },
        { productId: BUTTER, packed: 2, substitute: { productId: TOMATO, quantity: 1 } },
      ],
      'INVALID_SUBSTITUTE',
    ],
    [
      [
        { productId: TOMATO, packed: 2 },
        { productId: BUTTER, packed: 3, substitute: { productId: CHEAP_BUTTER, quantity: 1 } },
      ],
      'INVALID_SUBSTITUTE',
    ],
  ])('refuses %j with %s', (lines, code) => {
    expect(() => planPack(order, lines, [product(CHEAP_BUTTER, 50)])).toThrow(expect.objectContaining({ code }));
  });
});

describe('planPack with a line sold by weight', () => {
  const APPLES = 'e'.repeat(24);
  // Apples at 119.99 a kg, 750 g ordered: 89.99 (89.9925 to the nearest cent); butter 2 × 52.35.
  const apples: OrderItem = { ...item(APPLES, 750, 119.99, 'NONE'), sellBy: 'weight', lineTotal: 89.99 };
  const bag: PackableOrder = {
    items: [apples, item(BUTTER, 2, 52.35, 'SIMILAR')],
    subTotalAmt: 194.69,
    totalAmt: 194.69,
    confirmedTotalAmt: 194.69,
  };
  const pack = (weight: number | undefined, butter = 2, packed = 1) =>
    planPack(
      bag,
      [
        { productId: APPLES, packed, ...(weight === undefined ? {} : { weight }) },
        { productId: BUTTER, packed: butter },
      ],
      [],
    );

  it('charges a lighter weight for what it weighed and puts the rest back', () => {
    const plan = pack(0.62);
    // 620 g × 119.99 = 74.3938: 74.39, so 15.60 less.
    expect(plan.adjustments).toEqual([
      {
        type: 'WEIGHED',
        productId: APPLES,
        name: 'product e',
        ordered: 750,
        packed: 620,
        sellBy: 'weight',
        amount: -15.6,
      },
    ]);
    expect(plan.items[0]).toMatchObject({ quantity: 620, lineTotal: 74.39, sellBy: 'weight' });
    expect(plan.totalAmt).toBe(179.09);
    expect(plan.returned).toEqual([{ productId: APPLES, quantity: 130 }]);
    expect(plan.substitutes).toEqual([]);
  });

  it('charges a heavier weight only as far as the rest of the pack took off, and takes the extra grams', () => {
    // 900 g would be 107.99 (18.00 more); with the bag as ordered there is no room: the shop's.
    const full = pack(0.9);
    expect(full.adjustments).toEqual([expect.objectContaining({ type: 'WEIGHED', packed: 900, amount: 0 })]);
    expect(full.totalAmt).toBe(194.69);
    expect(full.substitutes).toEqual([{ productId: APPLES, quantity: 150 }]);
    // One butter short (−52.35) makes room for the whole 18.00.
    const short = pack(0.9, 1);
    expect(short.adjustments.map((change) => [change.type, change.amount])).toEqual([
      ['SHORT', -52.35],
      ['WEIGHED', 18],
    ]);
    expect(short.totalAmt).toBe(160.34);
    expect(short.totalAmt).toBeLessThanOrEqual(bag.confirmedTotalAmt!);
  });

  it('packs a line missing from the shelf as short, its whole line refunded', () => {
    const plan = pack(undefined, 2, 0);
    expect(plan.adjustments).toEqual([
      expect.objectContaining({ type: 'SHORT', ordered: 750, packed: 0, amount: -89.99 }),
    ]);
    expect(plan.returned).toEqual([{ productId: APPLES, quantity: 750 }]);
  });

  it('refuses a substitute sold by weight (substitutes are counted in units)', () => {
    const looseButter = {
      ...product(CHEAP_BUTTER, 400),
      sellBy: 'weight' as const,
      weightStepGrams: 50,
      weightMinGrams: 50,
      weightMaxGrams: 500,
    };
    const lines = [
      { productId: APPLES, packed: 1, weight: 0.75 },
      { productId: BUTTER, packed: 0, substitute: { productId: CHEAP_BUTTER, quantity: 2 } },
    ];
    expect(() => planPack(bag, lines, [looseButter])).toThrow('A product sold by weight cannot be a substitute');
  });

  it.each([
    [undefined, 1, 'WEIGHT_NEEDED'],
    [0.5, 0, 'WEIGHT_NEEDED'],
    [10.001, 1, 'WEIGHT_NEEDED'],
    [0.5, 2, 'PACKED_MORE_THAN_ORDERED'],
  ])('refuses weight %j with packed %j (%s)', (weight, packed, code) => {
    expect(() => pack(weight, 2, packed)).toThrow(expect.objectContaining({ code }));
  });
});
