import { CatalogFixture, TestUser, addToCart, createAddress, signUp } from '@shop/testkit';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Order limits');
});

/** Item 13 of the security review: one account can neither flood checkouts nor hold a product's stock. */
describe('order limits', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('Limited Shopper');
    addressId = await createAddress(shopper.client);
  });

  it('bounds a cart line at the per-product limit, where the quantity is set', async () => {
    const most = setting('MAX_UNITS_PER_PRODUCT', 10);
    const product = await catalog.product({ stock: most * 3 });
    const added = await shopper.client.post('/api/cart/create', { productId: product._id });
    const tooMany = await shopper.client.put('/api/cart/update-qty', { _id: added.body.data._id, qty: most + 1 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe('TOO_MANY_UNITS');
    expect(tooMany.body.message).toBe(`You can have at most ${most} of ${product.name} in your cart`);
    expect((await shopper.client.put('/api/cart/update-qty', { _id: added.body.data._id, qty: most })).status).toBe(
      200,
    );
    const plusOne = await shopper.client.post('/api/cart/create', { productId: product._id });
    expect(plusOne.status).toBe(422);
    expect(plusOne.body.code).toBe('TOO_MANY_UNITS');
  });

  it('counts the units of the shopper’s open cash-on-delivery orders too', async () => {
    const most = setting('MAX_UNITS_PER_PRODUCT', 10);
    const product = await catalog.product({ stock: most * 3 });
    await addToCart(shopper.client, product._id, most);
    expect((await shopper.client.post('/api/order/cash-on-delivery', { addressId })).status).toBe(201);
    await addToCart(shopper.client, product._id, 1);
    const refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('TOO_MANY_UNITS');
    expect(refused.body.message).toContain(`at most ${most}`);
    // Named by product, so the shop can show it beside the line to lower (issue 33, item 6).
    expect(refused.body).toMatchObject({ max: most, held: most, productId: product._id });
    // The card path is held to the same allowance (issue 32, item 2).
    const card = await shopper.client.post('/api/order/checkout', { addressId });
    expect(card.status).toBe(422);
    expect(card.body.code).toBe('TOO_MANY_UNITS');
    expect(await catalog.stockOf(product._id)).toBe(most * 2);
  });

  it('holds unpaid card checkouts to the same allowance, so no account locks a product’s stock', async () => {
    const most = setting('MAX_UNITS_PER_PRODUCT', 10);
    const product = await catalog.product({ stock: most * 3 });
    await addToCart(shopper.client, product._id, most);
    expect((await shopper.client.post('/api/order/checkout', { addressId })).status).toBe(201);
    expect(await catalog.stockOf(product._id)).toBe(most * 2);
    // Another cart (one unit fewer) is another checkout: it would hold stock past the allowance.
    const [line] = (await shopper.client.get('/api/cart/get')).body.data;
    expect((await shopper.client.put('/api/cart/update-qty', { _id: line._id, qty: most - 1 })).status).toBe(200);
    for (const path of ['/api/order/checkout', '/api/order/cash-on-delivery']) {
      const refused = await shopper.client.post(path, { addressId });
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({
        path,
        status: 422,
        code: 'TOO_MANY_UNITS',
      });
    }
    expect(await catalog.stockOf(product._id)).toBe(most * 2);
  });

  it('limits checkouts and cash-on-delivery orders per user, with Retry-After', async () => {
    const points = setting('ORDER_RATE_LIMIT_POINTS', 10);
    // An empty cart answers at once; the limit counts every attempt, card or cash.
    for (let i = 0; i < points; i++) {
      const path = i % 2 ? '/api/order/checkout' : '/api/order/cash-on-delivery';
      expect((await shopper.client.post(path, { addressId })).status).toBe(400);
    }
    const refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another shopper is not held up.
    const other = await signUp('Other Shopper');
    expect((await other.client.post('/api/order/checkout', { addressId })).status).not.toBe(429);
  });
});
