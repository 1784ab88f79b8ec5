import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventsFinished,
  eventually,
  expectOk,
  signInAdmin,
  placePaidCardOrder,
  signUp,
  TestUser,
} from '@shop/testkit';

/** Issue 33 item 3: a failed delivery, what follows it, and an admin's undo of packing. */
let catalog: CatalogFixture;
let admin: ApiClient;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Failed delivery');
  admin = await signInAdmin();
});

const RESTOCK_QUEUE = 'catalog.order-cancelled';
const STATUS_CHANGED = 'order.status-changed';

const updateStatus = (orderId: string, status: string, reason?: string) =>
  admin.put('/api/order/admin/update-status', { orderId, status, ...(reason ? { reason } : {}) });

async function moveTo(orderId: string, ...statuses: string[]) {
  for (const status of statuses) expectOk(await updateStatus(orderId, status, `reason for ${status}`), status);
}

const historyOf = (order: { statusHistory: { status: string; by: string; reason?: string }[] }) =>
  order.statusHistory.map(({ status, by, reason }) => [status, by, reason ?? null]);

async function placeCod(shopper: TestUser, quantity = 2) {
  const product = await catalog.product({ stock: 5, price: 80, discount: 0 });
  await addToCart(shopper.client, product._id, quantity);
  const placed = await shopper.client.post('/api/order/cash-on-delivery', {
    addressId: await createAddress(shopper.client),
  });
  expectOk(placed, 'place order');
  return { order: placed.body.data, product };
}

describe('a failed delivery and an undo', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await signUp('Not At Home');
  });

  it('records a failed delivery with its reason, then cancels it: stock back exactly once', async () => {
    const { order, product } = await placeCod(shopper);
    expect(await catalog.stockOf(product._id)).toBe(3);
    await moveTo(order._id, 'PACKED', 'OUT_FOR_DELIVERY');

    const withoutReason = await updateStatus(order._id, 'DELIVERY_FAILED');
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body).toMatchObject({ code: 'REASON_REQUIRED' });
    const failed = await updateStatus(order._id, 'DELIVERY_FAILED', 'Nobody at home');
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({
      status: 'DELIVERY_FAILED',
      nextStatuses: ['OUT_FOR_DELIVERY', 'CANCELLED'],
    });
    const shopperSees = (await shopper.client.get(`/api/order/details?orderId=${order._id}`)).body.data;
    expect(shopperSees).toMatchObject({ status: 'DELIVERY_FAILED', nextStatuses: [] });

    const restocksBefore = await eventsFinished('catalog', RESTOCK_QUEUE, STATUS_CHANGED);
    const cancelled = await updateStatus(order._id, 'CANCELLED', 'Refused at the door');
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(historyOf(cancelled.body.data).slice(3)).toEqual([
      ['DELIVERY_FAILED', 'ADMIN', 'Nobody at home'],
      ['CANCELLED', 'ADMIN', 'Refused at the door'],
    ]);
    await eventually(async () => (await catalog.stockOf(product._id)) === 5, 'the 2 units back on the shelf');
    // Asking again answers the order as it is and moves no stock: once the catalog has handled every
    // change of this order, the stock is still 5.
    expect((await updateStatus(order._id, 'CANCELLED', 'again')).body.data.statusHistory).toHaveLength(5);
    await eventually(
      async () => (await eventsFinished('catalog', RESTOCK_QUEUE, STATUS_CHANGED)) >= restocksBefore + 1,
      'the catalog to handle the cancellation',
    );
    expect(await catalog.stockOf(product._id)).toBe(5);
  });

  it('tries again after a failed delivery and delivers: each attempt in the history', async () => {
    const { order } = await placeCod(shopper, 1);
    await moveTo(order._id, 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', 'OUT_FOR_DELIVERY');
    const delivered = await updateStatus(order._id, 'DELIVERED');
    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ status: 'DELIVERED', nextStatuses: [] });
    expect(delivered.body.data.paymentCollectedAt).toEqual(expect.any(String));
    expect(historyOf(delivered.body.data).map(([status]) => status)).toEqual([
      'PLACED',
      'PACKED',
      'OUT_FOR_DELIVERY',
      'DELIVERY_FAILED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('refuses a failed delivery before the order is out, and to a shopper', async () => {
    const { order } = await placeCod(shopper, 1);
    await moveTo(order._id, 'PACKED');
    const early = await updateStatus(order._id, 'DELIVERY_FAILED', 'not yet out');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'An order that is Packed cannot become Delivery failed',
    });
    const byShopper = await shopper.client.put('/api/order/admin/update-status', {
      orderId: order._id,
      status: 'DELIVERY_FAILED',
      reason: 'me',
    });
    expect(byShopper.status).toBe(403);
  });

  it('undoes a packing back to PLACED only, with a reason, and packs again', async () => {
    const { order } = await placeCod(shopper, 1);
    const packed = await updateStatus(order._id, 'PACKED');
    expect(packed.body.data.nextStatuses).toEqual(['OUT_FOR_DELIVERY', 'CANCELLED', 'PLACED']);

    expect((await updateStatus(order._id, 'PLACED')).body).toMatchObject({ code: 'REASON_REQUIRED' });
    const toPaid = await updateStatus(order._id, 'PAID', 'wrong way');
    expect([toPaid.status, toPaid.body.code]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const undone = await updateStatus(order._id, 'PLACED', 'Packed the wrong order');
    expect(undone.status).toBe(200);
    expect(undone.body.data).toMatchObject({ status: 'PLACED', nextStatuses: ['PACKED', 'CANCELLED'] });
    expect(historyOf(undone.body.data)).toEqual([
      ['PLACED', 'SHOPPER', null],
      ['PACKED', 'ADMIN', null],
      ['PLACED', 'ADMIN', 'Packed the wrong order'],
    ]);
    const again = await updateStatus(order._id, 'PACKED');
    expect(again.body.data).toMatchObject({ status: 'PACKED' });
    expect(again.body.data.nextStatuses).toContain('PLACED');
  });

  it('undoes the packing of a paid card order back to PAID, and refunds it when cancelled after a failed delivery', async () => {
    const { orderId, productId } = await placePaidCardOrder(catalog, shopper.client);

    await moveTo(orderId, 'PACKED');
    const undone = await updateStatus(orderId, 'PAID', 'Not this one');
    expect(undone.body.data).toMatchObject({ status: 'PAID' });
    await moveTo(orderId, 'PACKED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED');
    const cancelled = await updateStatus(orderId, 'CANCELLED', 'Address not found');
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', payment_status: 'REFUND PENDING' });
    await eventually(async () => (await catalog.stockOf(productId)) === 5, 'the unit back on the shelf');
    await eventually(async () => {
      const answer = await admin.post('/api/order/admin/details', { orderId });
      return ['REFUNDING', 'REFUNDED'].includes(answer.body.data?.payment?.status);
    }, 'the payment service to refund the card payment');
  });
});
