import { CatalogEvents, CatalogRpc, discountedPrice } from './catalog.contracts';
import { checkShape } from './contract';

describe('discountedPrice', () => {
  it('takes the ceiling of the discount off the price (spec, section 9)', () => {
    expect(discountedPrice(100, 10)).toBe(90);
    expect(discountedPrice(99, 15)).toBe(84);
    expect(discountedPrice(250, 0)).toBe(250);
    expect(discountedPrice(1, 1)).toBe(0);
  });
});

describe('catalog.reserve-stock request', () => {
  const productId = '64b7f0c2a1b2c3d4e5f60718';
  const check = (request: unknown) => checkShape(CatalogRpc.reserveStock.request, request);

  it('takes whole, positive quantities of valid product ids, with an optional expiry', () => {
    expect(check({ reservationId: 'r1', lines: [{ productId, quantity: 3 }] })).toEqual({
      ok: true,
      value: { reservationId: 'r1', lines: [{ productId, quantity: 3 }] },
    });
    expect(check({ reservationId: 'r1', lines: [{ productId, quantity: 1 }], expiresInSeconds: 900 }).ok).toBe(true);
  });

  it('names each bad line by its path', () => {
    expect(
      check({
        reservationId: 'r1',
        lines: [
          { productId, quantity: 1 },
          { productId, quantity: 0 },
        ],
      }),
    ).toEqual({
      ok: false,
      problem: 'lines.1.quantity: Number must be greater than 0',
      fields: ['lines.1.quantity'],
    });
    expect(check({ reservationId: 'r1', lines: [{ productId: 'junk', quantity: 1.5 }] })).toEqual({
      ok: false,
      problem: 'lines.0.productId: not a valid id; lines.0.quantity: Expected integer, received float',
      fields: ['lines.0.productId', 'lines.0.quantity'],
    });
    expect(check({ reservationId: '', lines: [] })).toEqual({
      ok: false,
      problem: 'reservationId: reservationId must be 1 to 200 letters, digits, _ or -; lines: nothing to reserve',
      fields: ['reservationId', 'lines'],
    });
    // The id names a field of the product's holds: a dot or a dollar sign would be a path or an operator.
    for (const reservationId of ['a.b', '$set', 'x'.repeat(201)]) {
      expect(check({ reservationId, lines: [{ productId, quantity: 1 }] }).ok).toBe(false);
    }
    expect(check({ reservationId: 'r1', lines: [{ productId, quantity: 1 }], expiresInSeconds: -5 }).ok).toBe(false);
  });
});

describe('product snapshot (product.updated, catalog.product-snapshots)', () => {
  const snapshot = {
    _id: '64b7f0c2a1b2c3d4e5f60718',
    name: 'Tea',
    image: [],
    unit: '500 g',
    price: 250,
    discount: 10,
    stock: 4,
    publish: true,
  };
  const check = (product: unknown) => checkShape(CatalogEvents.productUpdated.payload, { product });

  it('keeps the snapshot fields and drops anything else (internal fields never travel)', () => {
    expect(check({ ...snapshot, holds: { r1: 2 }, nameTokens: ['tea'] })).toEqual({
      ok: true,
      value: { product: snapshot },
    });
  });

  it('refuses prices, discounts and stock a product cannot have', () => {
    expect(check({ ...snapshot, price: -1 })).toEqual({
      ok: false,
      problem: 'product.price: Number must be greater than or equal to 0',
      fields: ['product.price'],
    });
    expect(check({ ...snapshot, discount: 120 })).toEqual({
      ok: false,
      problem: 'product.discount: Number must be less than or equal to 100',
      fields: ['product.discount'],
    });
    expect(check({ ...snapshot, stock: 1.5 })).toEqual({
      ok: false,
      problem: 'product.stock: Expected integer, received float',
      fields: ['product.stock'],
    });
    expect(check({ ...snapshot, price: '250' })).toEqual({
      ok: false,
      problem: 'product.price: Expected number, received string',
      fields: ['product.price'],
    });
    expect(check({ ...snapshot, publish: undefined })).toEqual({
      ok: false,
      problem: 'product.publish: Required',
      fields: ['product.publish'],
    });
  });

  it('answers a snapshot request with a list of snapshots', () => {
    expect(checkShape(CatalogRpc.productSnapshots.response, [snapshot, { ...snapshot, stock: -1 }])).toEqual({
      ok: false,
      problem: '1.stock: Number must be greater than or equal to 0',
      fields: ['1.stock'],
    });
  });
});
