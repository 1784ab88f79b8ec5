import { AmqpConnection, createEvent, RefundEvents, Topology } from '@shop/common';
import {
  addToCart,
  ApiClient,
  CatalogFixture,
  createAddress,
  eventually,
  expectOk,
  racingRequests,
  placeCashOrder,
  signInAdmin,
  signUp,
  TestUser,
  testCheckout,
} from '@shop/testkit';
import { randomUUID } from 'node:crypto';

let catalog: CatalogFixture;
let admin: ApiClient;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Fulfilment');
  admin = await signInAdmin();
});

/** A placed cash-on-delivery order of one unit of a fresh product, as the shopper was answered. */
const placeCod = (shopper: TestUser, price = 120) => placeCashOrder(catalog, shopper.client, { price });

const updateStatus = (orderId: string, status: string, reason?: string) =>
  admin.put('/api/order/admin/update-status', { orderId, status, ...(reason ? { reason } : {}) });

async function moveTo(orderId: string, ...statuses: string[]) {
  for (const status of statuses) expectOk(await updateStatus(orderId, status), `mark ${status}`);
}

const detailsOf = async (client: ApiClient, orderId: string) =>
  (await client.get(`/api/order/details?orderId=${encodeURIComponent(orderId)}`)).body.data;

const summary = async () => {
  const answer = await admin.get('/api/order/admin/summary?days=3');
  expectOk(answer, 'summary');
  return answer.body.data;
};

describe('order fulfilment through the gateway', () => {
  let shopper: TestUser;
  beforeEach(async () => {
    shopper = await signUp('Fulfilment Shopper');
  });

  it('takes a cash order from placed to delivered: timeline, next steps, payment collected', async () => {
    const order = await placeCod(shopper);
    expect(order).toMatchObject({ status: 'PLACED', nextStatuses: ['CANCELLED'], paymentCollectedAt: null });
    expect(order.statusHistory).toEqual([expect.objectContaining({ status: 'PLACED', by: 'SHOPPER' })]);

    const packed = await updateStatus(order.orderId, 'PACKED');
    expect(packed.status).toBe(200);
    expect(packed.body.data).toMatchObject({
      status: 'PACKED',
      nextStatuses: ['OUT_FOR_DELIVERY', 'CANCELLED', 'PLACED'],
    });
    await moveTo(order._id, 'OUT_FOR_DELIVERY');
    const delivered = await updateStatus(order._id, 'DELIVERED');

    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toMatchObject({ status: 'DELIVERED', nextStatuses: [], itemCount: 1 });
    expect(delivered.body.data.paymentCollectedAt).toEqual(expect.any(String));
    const seen = await detailsOf(shopper.client, order.orderId);
    expect(seen).toMatchObject({ _id: order._id, status: 'DELIVERED', nextStatuses: [] });
    expect(seen.statusHistory.map(({ status, by }: { status: string; by: string }) => [status, by])).toEqual([
      ['PLACED', 'SHOPPER'],
      ['PACKED', 'ADMIN'],
      ['OUT_FOR_DELIVERY', 'ADMIN'],
      ['DELIVERED', 'ADMIN'],
    ]);
    const listed = (await shopper.client.get('/api/order/order-list')).body.data;
    expect(listed).toEqual([expect.objectContaining({ orderId: order.orderId, status: 'DELIVERED' })]);
  });

  it.each([
    [[], 'OUT_FOR_DELIVERY', 'An order that is Placed cannot become Out for delivery'],
    [[], 'DELIVERED', 'An order that is Placed cannot become Delivered'],
    [[], 'REFUNDED', 'An order that is Placed cannot become Refunded'],
    [['PACKED'], 'DELIVERED', 'An order that is Packed cannot become Delivered'],
    [['PACKED'], 'PAID', 'An order that is Packed cannot become Paid'],
    [['PACKED', 'OUT_FOR_DELIVERY'], 'CANCELLED', 'An order that is Out for delivery cannot become Cancelled'],
    [['PACKED', 'OUT_FOR_DELIVERY', 'DELIVERED'], 'PACKED', 'An order that is Delivered cannot become Packed'],
    [['CANCELLED'], 'REFUNDED', 'An order that is Cancelled cannot become Refunded'],
    [['CANCELLED'], 'PACKED', 'An order that is Cancelled cannot become Packed'],
  ])('after %j refuses %s with 409 naming both states', async (path, to, message) => {
    const order = await placeCod(shopper);
    await moveTo(order._id, ...path);

    const refused = await updateStatus(order._id, to);

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'ORDER_TRANSITION_NOT_ALLOWED', message });
    expect((await detailsOf(shopper.client, order._id)).statusHistory).toHaveLength(1 + path.length);
  });

  it('lets the shopper cancel while placed, with the reason in the timeline, but not once packed', async () => {
    const first = await placeCod(shopper);
    const cancelled = await shopper.client.put('/api/order/cancel', {
      orderId: first.orderId,
      reason: 'ordered twice',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(cancelled.body.data.statusHistory[1]).toMatchObject({
      status: 'CANCELLED',
      by: 'SHOPPER',
      reason: 'ordered twice',
    });

    const second = await placeCod(shopper);
    await moveTo(second._id, 'PACKED');
    expect((await detailsOf(shopper.client, second._id)).nextStatuses).toEqual([]);
    const refused = await shopper.client.put('/api/order/cancel', { orderId: second._id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message: 'An order that is Packed cannot become Cancelled',
    });
  });

  it('answers someone else’s order as not found, and refuses the admin calls to a shopper', async () => {
    const order = await placeCod(shopper);
    const stranger = await signUp('Stranger');

    const details = await stranger.client.get(`/api/order/details?orderId=${order.orderId}`);
    const cancel = await stranger.client.put('/api/order/cancel', { orderId: order._id });
    expect([details.status, details.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect([cancel.status, cancel.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);

    const adminCalls = await Promise.all([
      shopper.client.post('/api/order/admin/list', {}),
      shopper.client.post('/api/order/admin/details', { orderId: order._id }),
      shopper.client.put('/api/order/admin/update-status', { orderId: order._id, status: 'PACKED' }),
      shopper.client.get('/api/order/admin/summary'),
    ]);
    expect(adminCalls.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect((await detailsOf(shopper.client, order._id)).status).toBe('PLACED');
  });

  it('of eight changes racing from one status, applies one; the others are refused and the timeline gains one entry', async () => {
    const order = await placeCod(shopper);
    await moveTo(order._id, 'PACKED');

    // From PACKED either change is allowed, and neither after the other. Eight calls, half each way, held
    // at a barrier so the service reads them at once: one applies. A loser's compare-and-set finds the
    // status changed (ORDER_CHANGED_MEANWHILE); one arriving after is refused by the table, or, asking for
    // the status the order now has, answered with it unchanged. Last write wins would show both statuses.
    const answers = await racingRequests(
      Array.from({ length: 8 }, (_, i) => ({
        client: admin,
        method: 'PUT',
        path: '/api/order/admin/update-status',
        body:
          i % 2
            ? { orderId: order._id, status: 'OUT_FOR_DELIVERY' }
            : { orderId: order._id, status: 'CANCELLED', reason: 'out of stock' },
      })),
    );

    const stored = await detailsOf(shopper.client, order._id);
    const applied = answers.filter((answer) => answer.status === 200);
    expect(applied.length).toBeGreaterThanOrEqual(1);
    expect(new Set(applied.map((answer) => answer.body.data.status))).toEqual(new Set([stored.status]));
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(4);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(['ORDER_CHANGED_MEANWHILE', 'ORDER_TRANSITION_NOT_ALLOWED']).toContain(answer.body.code);
    }
    expect(stored.statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'PLACED',
      'PACKED',
      stored.status,
    ]);
  });

  it('answers a change already made with the order as it is, adding nothing to its timeline', async () => {
    const order = await placeCod(shopper);
    const first = await updateStatus(order._id, 'PACKED');
    const again = await updateStatus(order._id, 'PACKED');

    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect((await detailsOf(shopper.client, order._id)).statusHistory).toHaveLength(2);
  });

  it('counts orders per status and per day as they change, and finds an order by its Order No', async () => {
    const before = await summary();
    const order = await placeCod(shopper, 250);
    await eventually(
      async () => (await summary()).byStatus.PLACED === before.byStatus.PLACED + 1,
      'the placed order to be counted',
    );
    await moveTo(order._id, 'PACKED');

    const after = await eventually(async () => {
      const now = await summary();
      return now.byStatus.PACKED === before.byStatus.PACKED + 1 && now;
    }, 'the packed order to be counted');
    expect(after.byStatus.PLACED).toBe(before.byStatus.PLACED);
    expect(after.today.placed).toBe(before.today.placed + 1);
    expect(after.toCollect).toBeCloseTo(before.toCollect + 250, 2);
    expect(after.days).toHaveLength(3);
    expect(after.days[2]).toEqual({ date: new Date().toISOString().slice(0, 10), ...after.today });

    const newest = await admin.post('/api/order/admin/list', { page: 1, limit: 5 });
    expect(newest.status).toBe(200);
    expect(newest.body.data[0]).toMatchObject({ _id: order._id, status: 'PACKED', itemCount: 1 });
    expect(newest.body.countsByStatus.PACKED).toBe(after.byStatus.PACKED);
    expect(newest.body.totalCount).toBe(
      Object.values(newest.body.countsByStatus as Record<string, number>).reduce((a, b) => a + b, 0),
    );
    const packedTab = await admin.post('/api/order/admin/list', { status: 'PACKED', limit: 100 });
    expect(packedTab.body.data.map((row: { _id: string }) => row._id)).toContain(order._id);
    expect(packedTab.body.data.every((row: { status: string }) => row.status === 'PACKED')).toBe(true);

    const found = await admin.post('/api/order/admin/list', { search: order.orderId.toLowerCase() });
    expect(found.body).toMatchObject({ totalCount: 1, page: 1, totalPage: 1 });
    expect(found.body.countsByStatus).toMatchObject({ PACKED: 1, PLACED: 0 });
    expect(found.body.data).toEqual([expect.objectContaining({ _id: order._id, orderId: order.orderId })]);

    const details = await admin.post('/api/order/admin/details', { orderId: order.orderId });
    expect(details.body.data).toMatchObject({
      _id: order._id,
      payment: null,
      nextStatuses: ['OUT_FOR_DELIVERY', 'CANCELLED', 'PLACED'],
    });
  });

  describe('a card order', () => {
    let broker: AmqpConnection;
    beforeAll(() => {
      broker = new AmqpConnection(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672', 'fulfilment-e2e');
    });
    afterAll(async () => {
      await broker.onApplicationShutdown();
    });

    /** payment.refunded as the payment service publishes it once the provider has the refund. */
    async function refunded(orderId: string) {
      const channel = broker.manager.createChannel({ confirm: true });
      await channel.waitForConnect();
      const event = createEvent(RefundEvents.paymentRefunded, {
        orderId,
        refundId: `re_e2e_${randomUUID().slice(0, 8)}`,
        amountTotal: 9900,
      });
      await channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
        persistent: true,
        messageId: event.id,
      });
      await channel.close();
    }

    it('is paid, cancelled by an admin while paid, and refunded once by the system', async () => {
      const product = await catalog.product({ stock: 5, price: 99, discount: 0 });
      await addToCart(shopper.client, product._id);
      const checkout = await shopper.client.post('/api/order/checkout', {
        addressId: await createAddress(shopper.client),
      });
      expectOk(checkout, 'card checkout');
      const orderId = checkout.body.data._id as string;
      const pay = await testCheckout(shopper.client, checkout.body.id, 'pay');
      expect(pay.status).toBeLessThan(400);

      const paid = await eventually(async () => {
        const order = await detailsOf(shopper.client, orderId);
        return order?.status === 'PAID' && order;
      }, 'the card order to be paid');
      expect(paid).toMatchObject({ payment_status: 'PAID', nextStatuses: ['CANCELLED'] });
      expect(paid.statusHistory.map(({ status, by }: { status: string; by: string }) => [status, by])).toEqual([
        ['PAYMENT_PENDING', 'SHOPPER'],
        ['PAID', 'SYSTEM'],
      ]);

      const cancelled = await updateStatus(orderId, 'CANCELLED', 'customer called');
      expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', payment_status: 'REFUND PENDING' });
      const shopperCancel = await shopper.client.put('/api/order/cancel', { orderId });
      expect(shopperCancel.status).toBe(200);
      expect(shopperCancel.body.data.statusHistory).toHaveLength(3);

      await refunded(orderId);
      await refunded(orderId);
      const refundedOrder = await eventually(async () => {
        const order = await detailsOf(shopper.client, orderId);
        return order.status === 'REFUNDED' && order;
      }, 'the cancelled order to be refunded');
      expect(refundedOrder.payment_status).toBe('REFUNDED');
      expect(refundedOrder.statusHistory.slice(2)).toEqual([
        expect.objectContaining({ status: 'CANCELLED', by: 'ADMIN', reason: 'customer called' }),
        expect.objectContaining({ status: 'REFUNDED', by: 'SYSTEM' }),
      ]);
    });
  });
});
