import { DocumentLocks, FerretDbDocumentWrites, OrderStatusChangedPayload } from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { CreatedBlocks } from '../orders/created-blocks';
import { FerretDbOrderPages } from '../orders/ferretdb-order-pages';
import { MongoDbOrderPages } from '../orders/mongodb-order-pages';
import { Order, OrderSchema } from '../orders/order.schema';
import { CountedChange, CountedChangeSchema, OrderCounter, OrderCounterSchema } from './order-counter.schema';
import { SHOP_LIST } from './order-bucket-tree';
import { OrderCounters } from './order-counters';

const MONGO_URL = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`;

describe('OrderCounters (real FerretDB and Redis)', () => {
  let connection: mongoose.Connection;
  let orders: mongoose.Model<Order>;
  let counterModel: mongoose.Model<OrderCounter>;
  let countedModel: mongoose.Model<CountedChange>;
  let redis: Redis;
  let counters: OrderCounters;
  let pages: FerretDbOrderPages;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_order_counters' }).asPromise();
    orders = connection.model<Order>(Order.name, OrderSchema);
    counterModel = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
    countedModel = connection.model<CountedChange>(CountedChange.name, CountedChangeSchema);
    await Promise.all([orders.deleteMany({}), counterModel.deleteMany({}), countedModel.deleteMany({})]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    pages = new FerretDbOrderPages(orders, counterModel, new CreatedBlocks(redis));
    counters = new OrderCounters(
      counterModel,
      countedModel,
      orders,
      new FerretDbDocumentWrites(new DocumentLocks(redis)),
      pages,
    );
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  /** An order of Ann's created and placed at 2026-03-04 10:15 UTC, stored as the checkout leaves it. */
  async function storedOrder(totalAmt: number) {
    const _id = new Types.ObjectId();
    const at = new Date('2026-03-04T10:15:00Z');
    await orders.collection.insertOne({
      _id,
      orderId: `ORD-${_id.toHexString().slice(-10).toUpperCase()}`,
      userId: 'ann',
      customer: { name: 'Ann', email: 'Ann@Example.test', mobile: '9876543210' },
      delivery_address: { pincode: '411001' },
      totalAmt,
      status: 'PLACED',
      createdAt: at,
      createdBlock: '2026-03-04T10:1#00000',
      placedAt: at,
    } as never);
    return _id.toHexString();
  }

  const change = (orderId: string, from: string | null, to: string, at: string, paymentMethod = 'CASH_ON_DELIVERY') =>
    ({ changeId: `${orderId}:${to}`, orderId, from, to, at, paymentMethod }) as OrderStatusChangedPayload;

  it('counts each change once, however often it is delivered, per status, list bucket and revenue', async () => {
    const first = await storedOrder(12.34);
    const second = await storedOrder(100);
    const placed = change(first, null, 'PLACED', '2026-03-04T10:15:00Z');

    await Promise.all([counters.count(placed), counters.count(placed)]);
    await counters.count(placed);
    await counters.count(change(second, null, 'PLACED', '2026-03-04T10:15:00Z'));
    await counters.count(change(second, 'PLACED', 'PACKED', '2026-03-05T08:00:00Z'));
    await counters.count(change(first, 'PLACED', 'CANCELLED', '2026-03-05T09:00:00Z'));
    await counters.count(change(first, 'PLACED', 'CANCELLED', '2026-03-05T09:00:00Z'));

    expect(await counters.byStatus()).toEqual({
      PLACED: 0,
      PAID: 0,
      PACKED: 1,
      OUT_FOR_DELIVERY: 0,
      DELIVERY_FAILED: 0,
      DELIVERED: 0,
      CANCELLED: 1,
      REFUNDED: 0,
    });
    const both = { all: 2, PLACED: 0, PACKED: 1, CANCELLED: 1 };
    // FerretDB's pages: the shop's list by month, day, ten minutes and block; each of Ann's lists by month and day.
    expect(await pages.bucketsOf(SHOP_LIST, '')).toEqual([{ bucket: '2026-03', counts: both }]);
    expect(await pages.bucketsOf(SHOP_LIST, '2026-03')).toEqual([{ bucket: '2026-03-04', counts: both }]);
    expect(await pages.bucketsOf(SHOP_LIST, '2026-03-04')).toEqual([{ bucket: '2026-03-04T10:1', counts: both }]);
    expect(await pages.bucketsOf(SHOP_LIST, '2026-03-04T10:1')).toEqual([
      { bucket: '2026-03-04T10:1#00000', counts: both },
    ]);
    for (const list of ['user:ann', 'ann@example.test', '9876543210', '411001']) {
      expect(await pages.isList(list)).toBe(true);
      expect(await pages.bucketsOf(list, '')).toEqual([{ bucket: '2026-03', counts: both }]);
      expect(await pages.bucketsOf(list, '2026-03')).toEqual([{ bucket: '2026-03-04', counts: both }]);
    }
    expect(await pages.isList('someone@else.test')).toBe(false);
    // Each change on its own day; cash is collected only on delivery, so both totals are still to collect
    // but the cancelled one.
    expect(await counters.days(['2026-03'])).toEqual(
      new Map([
        ['2026-03-04', { orders: 2, delivered: 0, cancelled: 0, collectedCents: 0 }],
        ['2026-03-05', { orders: 0, delivered: 0, cancelled: 1, collectedCents: 0 }],
      ]),
    );
    expect((await counters.shopNow()).toCollectCents).toBe(10000);
  });

  it("keeps no list counts for MongoDB's pages, which count with an aggregate", async () => {
    await Promise.all([counterModel.deleteMany({}), countedModel.deleteMany({})]);
    const plain = new OrderCounters(
      counterModel,
      countedModel,
      orders,
      new FerretDbDocumentWrites(new DocumentLocks(redis)),
      new MongoDbOrderPages(orders),
    );
    const order = await storedOrder(20);
    await plain.count(change(order, null, 'PLACED', '2026-03-04T10:15:00Z'));
    expect((await plain.byStatus()).PLACED).toBe(1);
    expect(await plain.days(['2026-03'])).toEqual(
      new Map([['2026-03-04', { orders: 1, delivered: 0, cancelled: 0, collectedCents: 0 }]]),
    );
    expect(await counterModel.countDocuments({ kind: 'buckets' })).toBe(0);
  });

  it('counts money collected on the day it comes in: cash on delivery, card when paid, less refunds (issue 33)', async () => {
    await Promise.all([counterModel.deleteMany({}), countedModel.deleteMany({})]);
    const cash = await storedOrder(40);
    const card = await storedOrder(25.5);
    const refunded = await storedOrder(10);
    const changes = [
      change(cash, null, 'PLACED', '2026-04-01T10:00:00Z'),
      change(card, null, 'PAID', '2026-04-01T11:00:00Z', 'CARD'),
      change(refunded, null, 'PAID', '2026-04-01T12:00:00Z', 'CARD'),
      change(cash, 'PLACED', 'PACKED', '2026-04-01T13:00:00Z'),
      change(refunded, 'PAID', 'CANCELLED', '2026-04-02T09:00:00Z', 'CARD'),
      change(refunded, 'CANCELLED', 'REFUNDED', '2026-04-02T09:05:00Z', 'CARD'),
      change(cash, 'PACKED', 'OUT_FOR_DELIVERY', '2026-04-02T10:00:00Z'),
    ];
    // Each delivered twice at once: the counts move once per change.
    for (const each of changes) await Promise.all([counters.count(each), counters.count(each)]);
    expect((await counters.shopNow()).toCollectCents).toBe(4000);
    await counters.count(change(cash, 'OUT_FOR_DELIVERY', 'DELIVERED', '2026-04-02T18:00:00Z'));

    expect(await counters.days(['2026-04'])).toEqual(
      new Map([
        ['2026-04-01', { orders: 3, delivered: 0, cancelled: 0, collectedCents: 3550 }],
        ['2026-04-02', { orders: 0, delivered: 1, cancelled: 1, collectedCents: 4000 - 1000 }],
      ]),
    );
    expect((await counters.shopNow()).toCollectCents).toBe(0);
  });
});
