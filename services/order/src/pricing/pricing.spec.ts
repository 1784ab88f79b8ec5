import fc from 'fast-check';
import { ProductSnapshot } from '@shop/common';
import { ProductUnavailable } from '../order.errors';
import { mergeLines, priceOrder, toMinorUnits } from './pricing';

const product = (over: Partial<ProductSnapshot>): ProductSnapshot => ({
  _id: 'p1',
  name: 'Milk',
  image: ['/media/milk.png'],
  unit: '1 l',
  price: 100,
  discount: 0,
  stock: 10,
  publish: true,
  ...over,
});

describe('priceOrder', () => {
  it('charges price minus the rounded-up discount per unit, and totals undiscounted and discounted', () => {
    const priced = priceOrder(
      [
        { productId: 'p1', quantity: 2 },
        { productId: 'p2', quantity: 1 },
      ],
      [product({ _id: 'p1', price: 99, discount: 15 }), product({ _id: 'p2', name: 'Bread', price: 40, discount: 0 })],
    );

    // 99 - ceil(14.85) = 84
    expect(priced.items[0]).toMatchObject({ productId: 'p1', unitPrice: 84, lineTotal: 168, price: 99, discount: 15 });
    expect(priced.items[1]).toMatchObject({
      productId: 'p2',
      unitPrice: 40,
      lineTotal: 40,
      product_details: { name: 'Bread' },
    });
    expect(priced.subTotalAmt).toBe(238);
    expect(priced.totalAmt).toBe(208);
  });

  it('keeps decimal prices at two places', () => {
    const priced = priceOrder([{ productId: 'p1', quantity: 3 }], [product({ price: 0.1 })]);
    expect(priced.totalAmt).toBe(0.3);
  });

  it('treats a missing discount as none', () => {
    const priced = priceOrder(
      [{ productId: 'p1', quantity: 1 }],
      [product({ discount: undefined as unknown as number })],
    );
    expect(priced.items[0]).toMatchObject({ discount: 0, unitPrice: 100 });
  });

  it('refuses a product the catalog no longer has or does not publish', () => {
    expect(() => priceOrder([{ productId: 'gone', quantity: 1 }], [product({})])).toThrow(ProductUnavailable);
    expect(() => priceOrder([{ productId: 'p1', quantity: 1 }], [product({ publish: false })])).toThrow(
      ProductUnavailable,
    );
  });

  it('prices a by-weight line for its grams to the nearest cent, and refuses one not in whole steps', () => {
    const apples = product({
      price: 119.99,
      sellBy: 'weight',
      weightStepGrams: 250,
      weightMinGrams: 500,
      weightMaxGrams: 5000,
    });
    const priced = priceOrder([{ productId: 'p1', quantity: 750 }], [apples]);
    // 750 g × 119.99 a kg = 89.9925.
    expect(priced.items[0]).toMatchObject({ quantity: 750, sellBy: 'weight', unitPrice: 119.99, lineTotal: 89.99 });
    expect([priced.subTotalAmt, priced.totalAmt]).toEqual([89.99, 89.99]);
    for (const grams of [600, 250, 5250]) {
      expect(() => priceOrder([{ productId: 'p1', quantity: grams }], [apples])).toThrow(
        expect.objectContaining({ code: 'QUANTITY_NOT_IN_STEPS', status: 400 }),
      );
    }
  });

  it('answers 409 PRODUCT_UNAVAILABLE for an unavailable product', () => {
    expect(new ProductUnavailable('p1')).toMatchObject({ status: 409, code: 'PRODUCT_UNAVAILABLE' });
  });
});

describe('mergeLines', () => {
  it('adds up lines naming the same product', () => {
    expect(
      mergeLines([
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 2 },
        { productId: 'a', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'a', quantity: 4 },
      { productId: 'b', quantity: 2 },
    ]);
  });
});

describe('toMinorUnits', () => {
  it('turns currency amounts into whole cents without float drift', () => {
    expect(toMinorUnits(84)).toBe(8400);
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.3)).toBe(30);
  });
});

describe('priceOrder over random carts (the money rule)', () => {
  // Exact reference: prices as strings of cents, summed with BigInt; never a float.
  const cents = (amount: string) => BigInt(amount.replace('.', ''));
  const priceArbitrary = fc
    .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 99 }))
    .map(([whole, cent]) => `${whole}.${String(cent).padStart(2, '0')}`);
  // A line by the unit (1 to 10 units) or by weight (50 g steps from 50 g to 5 kg, price per kg).
  const lineArbitrary = fc.record({
    price: priceArbitrary,
    discount: fc.integer({ min: 0, max: 90 }),
    byWeight: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 10 }),
    steps: fc.integer({ min: 1, max: 100 }),
  });
  const byWeight = { sellBy: 'weight' as const, weightStepGrams: 50, weightMinGrams: 50, weightMaxGrams: 5000 };
  const quantityOf = (line: { byWeight: boolean; quantity: number; steps: number }) =>
    line.byWeight ? line.steps * 50 : line.quantity;
  /** The cents of `grams` at `centsPerKg`, to the nearest cent, halves up, in BigInt (flooring as Math.floor does). */
  const weightCents = (centsPerKg: bigint, grams: number) => {
    const numerator = centsPerKg * BigInt(grams) + 500n;
    const quotient = numerator / 1000n;
    return numerator < 0n && quotient * 1000n !== numerator ? quotient - 1n : quotient;
  };

  it('totals exactly what integer cents say, for any prices, discounts, quantities and weights', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 50 }), (lines) => {
        const snapshots = lines.map((line, index) =>
          product({
            _id: `p${index}`,
            price: Number(line.price),
            discount: line.discount,
            ...(line.byWeight && byWeight),
          }),
        );
        const priced = priceOrder(
          lines.map((line, index) => ({ productId: `p${index}`, quantity: quantityOf(line) })),
          snapshots,
        );
        let subTotal = 0n;
        let total = 0n;
        lines.forEach((line, index) => {
          const price = cents(line.price);
          // The spec's discount: the ceiling of price × discount / 100, in whole currency units.
          const off = BigInt(Math.ceil((Number(line.price) * line.discount) / 100)) * 100n;
          const quantity = quantityOf(line);
          const full = line.byWeight ? weightCents(price, quantity) : price * BigInt(quantity);
          const paid = line.byWeight ? weightCents(price - off, quantity) : (price - off) * BigInt(quantity);
          subTotal += full;
          total += paid;
          expect(toMinorUnits(priced.items[index].lineTotal)).toBe(Number(paid));
        });
        expect(toMinorUnits(priced.subTotalAmt)).toBe(Number(subTotal));
        expect(toMinorUnits(priced.totalAmt)).toBe(Number(total));
        // The decimal amounts themselves are the cents exactly (no 0.30000000000000004).
        expect(priced.totalAmt).toBe(Number(total) / 100);
      }),
      { numRuns: 500 },
    );
  });
});
