import {
  ApiClient,
  CatalogFixture,
  ProductSpec,
  TestUser,
  addToCart,
  cartLines,
  createAddress,
  eventually,
  ordersOf,
  signUp,
} from '@shop/testkit';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Order');
});
const createProduct = async (spec: ProductSpec) => (await catalog.product({ discount: 0, ...spec }))._id;
const stockOf = (productId: string) => catalog.stockOf(productId);

describe('orders through the gateway', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('Order Shopper');
    addressId = await createAddress(shopper.client);
  });

  it('places a cash-on-delivery order: cart cleared, order listed, stock taken', async () => {
    // Buying the whole stock: the catalog refreshes its cached product page when a product sells out.
    const productId = await createProduct({ stock: 3, price: 250, discount: 10 });
    await addToCart(shopper.client, productId, 3);

    const placed = await shopper.client.post('/api/order/cash-on-delivery', {
      list_items: [],
      addressId,
      subTotalAmt: 750,
      totalAmt: 675,
    });

    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ success: true, error: false });
    expect(placed.body.data).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'CASH_ON_DELIVERY',
      subTotalAmt: 750,
      totalAmt: 675,
      delivery_address: { _id: addressId, city: 'Pune' },
      items: [{ productId, quantity: 3, price: 250, discount: 10, unitPrice: 225, lineTotal: 675 }],
    });
    expect(placed.body.data.orderId).toMatch(/^ORD-[0-9A-F]{10}$/);
    expect(placed.body.data.statusHistory).toEqual([expect.objectContaining({ status: 'PLACED' })]);

    // Read-your-writes: the cart is empty as soon as the order is answered.
    expect(await cartLines(shopper.client)).toEqual([]);
    const [listed] = await ordersOf(shopper.client);
    expect(listed).toMatchObject({
      orderId: placed.body.data.orderId,
      status: 'PLACED',
      product_details: { name: expect.stringContaining('Order test product') },
    });
    expect(listed.product_details.image).toEqual(['https://img.example.test/p.png']);
    expect(listed).not.toHaveProperty('outbox');
    expect(await stockOf(productId)).toBe(0);
  });

  it('lists the newest order first and only the caller’s orders', async () => {
    const productId = await createProduct({ stock: 5, price: 40 });
    await addToCart(shopper.client, productId);
    const first = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(await cartLines(shopper.client)).toEqual([]);
    await addToCart(shopper.client, productId);
    const second = await shopper.client.post('/api/order/cash-on-delivery', { addressId });

    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([
      second.body.data.orderId,
      first.body.data.orderId,
    ]);
    expect(await ordersOf((await signUp()).client)).toEqual([]);
  });

  it('charges catalog prices whatever lines and prices the client sends, never more than its total', async () => {
    const productId = await createProduct({ stock: 5, price: 99.5, discount: 5 });
    await addToCart(shopper.client, productId, 2);

    // A total above the real one goes through at the real one (a lower one is TOTAL_CHANGED: confirmed-total.e2e-spec).
    const placed = await shopper.client.post('/api/order/cash-on-delivery', {
      addressId,
      subTotalAmt: 1,
      totalAmt: 10_000,
      list_items: [{ productId: { _id: productId, price: 0.01 }, quantity: 2 }],
    });

    expect(placed.status).toBe(201);
    // unit price = 99.5 - ceil(99.5 * 5 / 100) = 99.5 - 5 = 94.5
    expect(placed.body.data).toMatchObject({ subTotalAmt: 199, totalAmt: 189 });
    expect((await ordersOf(shopper.client))[0].totalAmt).toBe(189);
  });

  it('refuses an address that belongs to another user, and takes no stock', async () => {
    const other = await signUp('Other Shopper');
    const othersAddress = await createAddress(other.client);
    const productId = await createProduct({ stock: 3, price: 10 });
    await addToCart(shopper.client, productId);

    const refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId: othersAddress });

    expect(refused.status).toBe(404);
    // The address service's refusal, carried over RPC with its code.
    expect(refused.body).toMatchObject({ success: false, error: true, code: 'ADDRESS_NOT_FOUND' });
    expect(await ordersOf(shopper.client)).toEqual([]);
    expect(await stockOf(productId)).toBe(3);
    expect(await cartLines(shopper.client)).toHaveLength(1);
  });

  it('refuses an order from an empty cart', async () => {
    const refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId });

    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/cart is empty/i);
    expect(refused.body.code).toBe('EMPTY_CART');
    expect(await ordersOf(shopper.client)).toEqual([]);
  });

  it('answers 400 with a clear message for a missing or malformed address id', async () => {
    const missing = await shopper.client.post('/api/order/checkout', {});
    const malformed = await shopper.client.post('/api/order/cash-on-delivery', { addressId: 'not-an-id' });

    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/delivery address/);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['addressId'] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/addressId is not a valid identifier/);
    expect(malformed.body.code).toBe('INVALID_ID');
  });

  it('needs a signed-in user', async () => {
    const anonymous = await new ApiClient().get('/api/order/order-list');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });

  it('sells the last unit once when two shoppers check out at the same moment', async () => {
    const productId = await createProduct({ stock: 1, price: 500 });
    const rival = await signUp('Rival Shopper');
    const rivalAddress = await createAddress(rival.client);
    await addToCart(shopper.client, productId);
    await addToCart(rival.client, productId);

    const answers = await Promise.all([
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
      rival.client.post('/api/order/checkout', { addressId: rivalAddress }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refusal = answers.find((answer) => answer.status === 409)!;
    // The catalog's refusal, carried over RPC to the order service and to the shopper with its code.
    expect(refusal.body).toMatchObject({ success: false, message: expect.any(String), code: 'OUT_OF_STOCK' });
    expect(await stockOf(productId)).toBe(0);
    // The winner holds the unit: a placed cash-on-delivery order, or a card order waiting for payment
    // (listed only once paid).
    const [cashAnswer, cardAnswer] = answers;
    const listed = [...(await ordersOf(shopper.client)), ...(await ordersOf(rival.client))];
    const cashWon = cashAnswer.status === 201;
    expect({
      winner: cashWon ? 'cash' : cardAnswer.body.data.status,
      listed: listed.map((order) => order.orderId),
    }).toEqual({ winner: cashWon ? 'cash' : 'PAYMENT_PENDING', listed: cashWon ? [cashAnswer.body.data.orderId] : [] });
  });

  it('places one order for two identical cash-on-delivery requests sent at once (a double click), with one answer', async () => {
    const productId = await createProduct({ stock: 5, price: 20 });
    await addToCart(shopper.client, productId, 2);

    const [first, second] = await Promise.all([
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
    ]);

    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([first.body.data.orderId]);
    expect(await stockOf(productId)).toBe(3);
  });

  it('answers a retried request with the same Idempotency-Key with the first order, even once the cart is empty', async () => {
    const productId = await createProduct({ stock: 5, price: 20 });
    await addToCart(shopper.client, productId);
    const headers = { 'idempotency-key': `retry-${Date.now()}` };

    const first = await shopper.client.post('/api/order/cash-on-delivery', { addressId }, { headers });
    const retried = await shopper.client.post('/api/order/cash-on-delivery', { addressId }, { headers });

    expect(first.status).toBe(201);
    expect(retried.status).toBe(201);
    expect(retried.body.data.orderId).toBe(first.body.data.orderId);
    expect(await ordersOf(shopper.client)).toHaveLength(1);
    expect(await stockOf(productId)).toBe(4);
    await addToCart(shopper.client, productId);
    const malformed = await shopper.client.post(
      '/api/order/cash-on-delivery',
      { addressId },
      { headers: { 'idempotency-key': 'x'.repeat(201) } },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Idempotency-Key must be 1 to 200 visible characters');
  });

  it('opens a card checkout: order waits for payment, stock held, cart kept, session id at the top', async () => {
    const productId = await createProduct({ stock: 2, price: 120, discount: 25 });
    await addToCart(shopper.client, productId, 2);

    const checkout = await shopper.client.post('/api/order/checkout', { addressId, totalAmt: 180 });

    expect(checkout.status).toBe(201);
    expect(checkout.body.id).toMatch(/^cs_test_/);
    expect(checkout.body.data.id).toBe(checkout.body.id);
    expect(checkout.body.url).toContain(`/api/payment/test-checkout/${checkout.body.id}`);
    expect(checkout.body.data).toMatchObject({ status: 'PAYMENT_PENDING', paymentMethod: 'CARD', totalAmt: 180 });
    expect(await stockOf(productId)).toBe(0);
    expect(await cartLines(shopper.client)).toHaveLength(1);
    // Not paid yet, so not an order the shopper sees.
    expect(await ordersOf(shopper.client)).toEqual([]);
  });

  it('cancels a card checkout nobody pays once its payment window passes: stock back, cart kept, never listed', async () => {
    const productId = await createProduct({ stock: 2, price: 30 });
    await addToCart(shopper.client, productId, 2);
    const checkout = await shopper.client.post('/api/order/checkout', { addressId });
    expect(checkout.status).toBe(201);
    expect(await stockOf(productId)).toBe(0);

    // The test stack gives a checkout ORDER_PAYMENT_TIMEOUT_SECONDS (deploy/local/test.sh) to be paid.
    await eventually(
      async () => (await stockOf(productId)) === 2,
      'the unpaid checkout to give its stock back',
      90_000,
    );
    expect(await ordersOf(shopper.client)).toEqual([]);
    expect(await cartLines(shopper.client)).toHaveLength(1);
    const cashOnDelivery = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(cashOnDelivery.status).toBe(201);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([cashOnDelivery.body.data.orderId]);
  }, 120_000);
});
