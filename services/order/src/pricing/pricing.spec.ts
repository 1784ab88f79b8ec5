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
  const lineArbitrary = fc.record({
    price: priceArbitrary,
    discount: fc.integer({ min: 0, max: 90 }),
    quantity: fc.integer({ min: 1, max: 10 }),
  });

  it('totals exactly what integer cents say, for any prices, discounts and quantities', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { minLength: 1, maxLength: 50 }), (lines) => {
        const snapshots = lines.map((line, index) =>
          product({ _id: `p${index}`, price: Number(line.price), discount: line.discount }),
        );
        const priced = priceOrder(
          lines.map((line, index) => ({ productId: `p${index}`, quantity: line.quantity })),
          snapshots,
        );
        let subTotal = 0n;
        let total = 0n;
        lines.forEach((line, index) => {
          const price = cents(line.price);
          // The spec's discount: the ceiling of price × discount / 100, in whole currency units.
          const off = BigInt(Math.ceil((Number(line.price) * line.discount) / 100)) * 100n;
          subTotal += price * BigInt(line.quantity);
          total += (price - off) * BigInt(line.quantity);
          expect(toMinorUnits(priced.items[index].lineTotal)).toBe(Number((price - off) * BigInt(line.quantity)));
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
