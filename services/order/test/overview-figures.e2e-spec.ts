import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  signInAdmin,
  signUp,
  TestUser,
  testCheckout,
} from '@shop/testkit';

let catalog: CatalogFixture;
let admin: ApiClient;
let shopper: TestUser;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Overview figures');
  admin = await signInAdmin();
  shopper = await signUp('Overview Shopper');
});

const summary = async () => {
  const answer = await admin.get('/api/order/admin/summary?days=2');
  expectOk(answer, 'summary');
  return answer.body.data;
};

const moveTo = async (orderId: string, ...statuses: string[]) => {
  for (const status of statuses)
    expectOk(await admin.put('/api/order/admin/update-status', { orderId, status }), status);
};

/** A placed cash-on-delivery order of one unit at `price`: its id. */
async function cashOrder(price: number): Promise<string> {
  const product = await catalog.product({ stock: 5, price, discount: 0 });
  await addToCart(shopper.client, product._id);
  const placed = await shopper.client.post('/api/order/cash-on-delivery', {
    addressId: await createAddress(shopper.client),
  });
  expectOk(placed, 'place order');
  return placed.body.data._id;
}

/** A card order of one unit at `price`, paid on the test-mode page: its id once the order is PAID. */
async function paidCardOrder(price: number): Promise<string> {
  const product = await catalog.product({ stock: 5, price, discount: 0 });
  await addToCart(shopper.client, product._id);
  const checkout = await shopper.client.post('/api/order/checkout', { addressId: await createAddress(shopper.client) });
  expectOk(checkout, 'card checkout');
  expect((await testCheckout(shopper.client, checkout.body.id, 'pay')).status).toBeLessThan(400);
  const orderId = checkout.body.data._id as string;
  await eventually(async () => (await statusOf(orderId)) === 'PAID', 'the card order to be paid');
  return orderId;
}

const statusOf = async (orderId: string) =>
  (await shopper.client.get(`/api/order/details?orderId=${encodeURIComponent(orderId)}`)).body.data?.status;

describe("the admin overview's day (issue 33, item 15)", () => {
  it('counts orders placed, delivered and cancelled apart, and money collected apart from cash to collect', async () => {
    const before = await summary();
    const delivered = await cashOrder(120);
    await moveTo(delivered, 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED');
    await moveTo(await cashOrder(70), 'CANCELLED');
    await cashOrder(30);
    await paidCardOrder(99);
    const refunded = await paidCardOrder(45);
    await moveTo(refunded, 'CANCELLED');
    await eventually(async () => (await statusOf(refunded)) === 'REFUNDED', 'the cancelled card order to be refunded');

    // Cash is collected on delivery (120) and a card when paid (99, and 45 paid back); 30 is still out.
    const expected = {
      placed: before.today.placed + 5,
      delivered: before.today.delivered + 1,
      cancelled: before.today.cancelled + 2,
      collected: before.today.collected + 120 + 99,
      toCollect: before.toCollect + 30,
    };
    const figures = (now: typeof before) => ({ ...now.today, toCollect: now.toCollect });
    // The counts follow the changes within moments: polled until they match, then compared (a diff if not).
    let after = before;
    await eventually(async () => {
      after = await summary();
      return JSON.stringify(figures(after)) === JSON.stringify(expected);
    }, 'the overview to count the five orders').catch(() => undefined);
    expect(figures(after)).toEqual(expected);
    expect(after.days[1]).toEqual({ date: new Date().toISOString().slice(0, 10), ...after.today });
  });
});
