import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  ordersOf,
  signInAdmin,
  signUp,
  TestUser,
  testCheckout,
} from '@shop/testkit';

/** Issue 33 item 14: card checkouts waiting for payment, shown to the admin, and released by one. */
let catalog: CatalogFixture;
let admin: ApiClient;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Awaiting payment');
  admin = await signInAdmin();
});

const PAYMENT_TIMEOUT_MS = Number(process.env.ORDER_PAYMENT_TIMEOUT_SECONDS ?? 35 * 60) * 1000;

async function cardCheckout(shopper: TestUser) {
  const product = await catalog.product({ stock: 5, price: 99, discount: 0 });
  await addToCart(shopper.client, product._id, 2);
  const checkout = await shopper.client.post('/api/order/checkout', { addressId: await createAddress(shopper.client) });
  expectOk(checkout, 'card checkout');
  return { order: checkout.body.data, sessionId: checkout.body.id as string, product };
}

const awaiting = async () => {
  const answer = await admin.get('/api/order/admin/awaiting-payment');
  expectOk(answer, 'awaiting payment');
  return answer.body.data as { _id: string; orderId: string; status: string; holdEndsAt: string; createdAt: string }[];
};

const release = (orderId: string, reason?: string) =>
  admin.put('/api/order/admin/release-hold', { orderId, ...(reason ? { reason } : {}) });

describe('orders awaiting payment', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await signUp('Slow Payer');
  });

  it('lists a card checkout waiting for payment with when its hold ends, to admins only', async () => {
    const { order } = await cardCheckout(shopper);
    const listed = (await awaiting()).find((entry) => entry._id === order._id);
    expect(listed).toMatchObject({ orderId: order.orderId, status: 'PAYMENT_PENDING', customer: expect.any(Object) });
    expect(Date.parse(listed!.holdEndsAt) - Date.parse(listed!.createdAt)).toBe(PAYMENT_TIMEOUT_MS);
    const byShopper = await shopper.client.get('/api/order/admin/awaiting-payment');
    expect(byShopper.status).toBe(403);
  });

  it('releases the hold: the checkout is cancelled, its stock back once, and it leaves the list', async () => {
    const { order, product } = await cardCheckout(shopper);
    expect(await catalog.stockOf(product._id)).toBe(3);

    const released = await release(order.orderId, 'Customer said they will not pay');
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ success: true, message: 'Hold released' });
    await eventually(async () => (await catalog.stockOf(product._id)) === 5, 'the 2 held units back');
    expect((await awaiting()).some((entry) => entry._id === order._id)).toBe(false);

    const again = await release(order._id);
    expect([again.status, again.body.code]).toEqual([409, 'ORDER_CHANGED_MEANWHILE']);
    expect(await catalog.stockOf(product._id)).toBe(5);
  });

  it('a release and the payment at the same moment: exactly one applies', async () => {
    const { order, sessionId, product } = await cardCheckout(shopper);
    const [paid, released] = await Promise.all([
      testCheckout(shopper.client, sessionId, 'pay'),
      release(order._id, 'racing the payment'),
    ]);
    expect([200, 409]).toContain(released.status);
    const releaseWon = released.status === 200;
    // Settled: the checkout page tells the session closed (a payment that got through anyway is
    // refunded), or the order is paid.
    await eventually(
      async () =>
        releaseWon
          ? /closed: its order was cancelled/.test(await (await testCheckout(shopper.client, sessionId)).text())
          : (await admin.post('/api/order/admin/details', { orderId: order._id })).body.data?.status === 'PAID',
      'the race to settle',
    );
    const seen = {
      refusal: releaseWon ? null : released.body.code,
      paymentPageAnswered: paid.status < 400,
      stock: await catalog.stockOf(product._id),
      listed: (await ordersOf(shopper.client)).some((listed) => listed._id === order._id),
    };
    const releaseWins = { refusal: null, paymentPageAnswered: seen.paymentPageAnswered, stock: 5, listed: false };
    const paymentWins = { refusal: 'ORDER_CHANGED_MEANWHILE', paymentPageAnswered: true, stock: 3, listed: true };
    expect(seen).toEqual(releaseWon ? releaseWins : paymentWins);
  });

  it('refuses to release an order that is not waiting for payment', async () => {
    const product = await catalog.product({ stock: 5, price: 50, discount: 0 });
    await addToCart(shopper.client, product._id);
    const placed = await shopper.client.post('/api/order/cash-on-delivery', {
      addressId: await createAddress(shopper.client),
    });
    expectOk(placed, 'cash order');
    const refused = await release(placed.body.data._id);
    expect([refused.status, refused.body.code]).toEqual([409, 'ORDER_CHANGED_MEANWHILE']);
    const unknown = await release('ORD-NOSUCHORDER');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});
