import {
  addToCart,
  CatalogFixture,
  createAddress,
  eventually,
  killService,
  ordersOf,
  signUp,
  TestUser,
  restartService,
  testCheckout,
} from '@shop/testkit';
import { lockKey } from '@shop/common';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { cancellation, OrderedLine, publishStatusChanged, republished } from './order-cancellations';

/**
 * A cancelled order's units go back to the shelf exactly once (issue 19). The order service that
 * announces cancellations is built alongside; these tests publish its order.status-changed event onto
 * the bus themselves (the event's contract is what the two services share), for orders placed and
 * paid through the gateway as shoppers place them.
 */
const STOCK = 20;

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Restock');
});

interface PlacedOrder {
  orderId: string;
  lines: OrderedLine[];
}

async function shopper(): Promise<{ user: TestUser; addressId: string }> {
  const user = await signUp('Restock Shopper');
  return { user, addressId: await createAddress(user.client) };
}

/** A cash-on-delivery order of `quantity` units of a new product of STOCK units, placed through the gateway. */
async function cashOrder(quantity: number): Promise<PlacedOrder> {
  const { user, addressId } = await shopper();
  const productId = (await catalog.product({ stock: STOCK, price: 50 }))._id;
  await addToCart(user.client, productId, quantity);
  const placed = await user.client.post('/api/order/cash-on-delivery', { addressId });
  expect(placed.status).toBe(201);
  expect(await catalog.stockOf(productId)).toBe(STOCK - quantity);
  return { orderId: await idOf(user, placed.body.data.orderId), lines: [{ productId, quantity }] };
}

/** The order's `_id` (what its events name), from the shopper's order list; answers give its Order No. */
async function idOf(user: TestUser, orderNo: string): Promise<string> {
  const order = (await ordersOf(user.client)).find((listed) => listed.orderId === orderNo);
  expect(order).toBeDefined();
  return order._id;
}

/** A card order paid on the test-mode checkout page. */
async function paidCardOrder(quantity: number): Promise<PlacedOrder> {
  const { user, addressId } = await shopper();
  const productId = (await catalog.product({ stock: STOCK, price: 50 }))._id;
  await addToCart(user.client, productId, quantity);
  const checkout = await user.client.post('/api/order/checkout', { addressId });
  expect(checkout.status).toBe(201);
  const orderNo: string = checkout.body.data.orderId;
  const paid = await testCheckout(user.client, checkout.body.id, 'pay');
  expect(paid.status).toBe(303);
  const order = await eventually(
    async () => (await ordersOf(user.client)).find((listed) => listed.orderId === orderNo && listed.status === 'PAID'),
    'the order to be paid',
  );
  expect(await catalog.stockOf(productId)).toBe(STOCK - quantity);
  return { orderId: order._id, lines: [{ productId, quantity }] };
}

const stockBack = (productId: string) =>
  eventually(async () => ((await catalog.stockOf(productId)) === STOCK ? true : undefined), 'the stock to be back');

/**
 * Waits until every event published before this one has been handled: a further order's cancellation,
 * published last, is restocked after them (the catalog consumes the queue in order; a repeat that were
 * still to add its units would do so before this one's are back).
 */
async function afterEarlierEvents(marker?: PlacedOrder): Promise<void> {
  const last = marker ?? (await cashOrder(1));
  await publishStatusChanged(cancellation(last.orderId, last.lines, 'PLACED', 'CASH_ON_DELIVERY'));
  await stockBack(last.lines[0].productId);
}

describe('cancelled orders give their stock back once', () => {
  it('a cash order cancelled while PLACED: back once, and repeats of the event change nothing', async () => {
    const order = await cashOrder(3);
    const cancelled = cancellation(order.orderId, order.lines, 'PLACED', 'CASH_ON_DELIVERY');

    await publishStatusChanged(cancelled);
    await stockBack(order.lines[0].productId);

    // The broker redelivering the same event, and the outbox publishing the change again as a new event.
    await publishStatusChanged(cancelled);
    await publishStatusChanged(republished(cancelled));
    await afterEarlierEvents();
    expect(await catalog.stockOf(order.lines[0].productId)).toBe(STOCK);
  });

  it('a paid card order cancelled: back once, even when the cancellation arrives twice at once', async () => {
    const order = await paidCardOrder(2);
    const cancelled = cancellation(order.orderId, order.lines, 'PAID', 'CARD');

    await Promise.all([publishStatusChanged(cancelled), publishStatusChanged(republished(cancelled))]);
    await stockBack(order.lines[0].productId);

    await afterEarlierEvents();
    expect(await catalog.stockOf(order.lines[0].productId)).toBe(STOCK);
  });

  it('changes that are not a cancellation of a sold order restock nothing', async () => {
    const order = await cashOrder(2);
    const packed = cancellation(order.orderId, order.lines, 'PLACED', 'CASH_ON_DELIVERY');
    await publishStatusChanged({
      ...packed,
      payload: { ...packed.payload, to: 'PACKED', changeId: `${order.orderId}:PACKED` },
    });

    await afterEarlierEvents();
    expect(await catalog.stockOf(order.lines[0].productId)).toBe(STOCK - 2);
  });

  it('a line whose product was deleted is skipped; the others come back', async () => {
    const { user, addressId } = await shopper();
    const kept = (await catalog.product({ stock: STOCK, price: 50 }))._id;
    const deleted = (await catalog.product({ stock: STOCK, price: 60 }))._id;
    await addToCart(user.client, kept, 2);
    await addToCart(user.client, deleted, 1);
    const placed = await user.client.post('/api/order/cash-on-delivery', { addressId });
    expect(placed.status).toBe(201);
    await catalog.remove(deleted);

    await publishStatusChanged(
      cancellation(
        await idOf(user, placed.body.data.orderId),
        [
          { productId: kept, quantity: 2 },
          { productId: deleted, quantity: 1 },
        ],
        'PLACED',
        'CASH_ON_DELIVERY',
      ),
    );
    await stockBack(kept);
  });
});

/** The catalog answers again (through the gateway) after a restart. */
const catalogBack = (productId: string) =>
  eventually(async () => catalog.stockOf(productId).catch(() => undefined), 'the catalog to answer again', 120_000);

describe('cancelled orders give their stock back once when the catalog dies (fault)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  let catalogDb: mongoose.Connection;
  beforeAll(async () => {
    catalogDb = await mongoose
      .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', {
        dbName: `${process.env.MONGO_DB_PREFIX ?? ''}catalog`,
      })
      .asPromise();
  });
  afterAll(async () => {
    await redis.quit();
    await catalogDb.close();
  });

  /** Where a restock stands: the catalog's restock document of the order, read straight from its database. */
  const restockStatus = async (orderId: string) =>
    (await catalogDb.collection<{ _id: string; status: string }>('stock_restocks').findOne({ _id: orderId }))?.status;

  it('the catalog is killed in the middle of the restocks and restarted: the stock comes back once', async () => {
    const orders = [await cashOrder(2), await paidCardOrder(3)];
    // Placed now: right after a restart the catalog may still be indexing its products, and checkouts wait.
    const marker = await cashOrder(1);
    const events = [
      cancellation(orders[0].orderId, orders[0].lines, 'PLACED', 'CASH_ON_DELIVERY'),
      cancellation(orders[1].orderId, orders[1].lines, 'PAID', 'CARD'),
    ];
    // The test holds each product's document lock (the key the catalog's stock writes take), so each
    // restock stops at a known point: its restock document made, its units not yet written.
    const locks = orders.map((order) => lockKey('products', order.lines[0].productId));
    for (const lock of locks) await redis.set(`lock:${lock}`, 'held-by-the-test', 'PX', 60_000);

    await Promise.all(events.map((event) => publishStatusChanged(event)));
    for (const order of orders) {
      await eventually(
        async () => (await restockStatus(order.orderId)) === 'restocking',
        `the restock of ${order.orderId} to be under way`,
      );
    }
    // Cut short, as the kill lands: both restocks begun, no unit given back yet.
    for (const order of orders)
      expect(await catalog.stockOf(order.lines[0].productId)).toBe(STOCK - order.lines[0].quantity);
    killService('catalog');
    for (const lock of locks) await redis.del(`lock:${lock}`);
    // And the order service's outbox publishing the changes again while the catalog is down.
    await Promise.all(events.map((event) => publishStatusChanged(republished(event))));
    await restartService('catalog');
    await catalogBack(orders[0].lines[0].productId);

    for (const order of orders) await stockBack(order.lines[0].productId);
    await afterEarlierEvents(marker);
    for (const order of orders) expect(await catalog.stockOf(order.lines[0].productId)).toBe(STOCK);
    for (const order of orders) expect(await restockStatus(order.orderId)).toMatch(/^(restocked|settled)$/);
  }, 300_000);
});
