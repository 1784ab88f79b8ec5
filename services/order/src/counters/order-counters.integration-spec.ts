import { DocumentLocks, FerretDbDocumentWrites, OrderStatusChangedPayload } from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
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

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_order_counters' }).asPromise();
    orders = connection.model<Order>(Order.name, OrderSchema);
    counterModel = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
    countedModel = connection.model<CountedChange>(CountedChange.name, CountedChangeSchema);
    await Promise.all([orders.deleteMany({}), counterModel.deleteMany({}), countedModel.deleteMany({})]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    counters = new OrderCounters(
      counterModel,
      countedModel,
      orders,
      new FerretDbDocumentWrites(new DocumentLocks(redis)),
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

  const change = (orderId: string, from: string | null, to: string, at: string) =>
    ({ changeId: `${orderId}:${to}`, orderId, from, to, at }) as OrderStatusChangedPayload;

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
      DELIVERED: 0,
      CANCELLED: 1,
      REFUNDED: 0,
    });
    const both = { all: 2, PLACED: 0, PACKED: 1, CANCELLED: 1 };
    // The shop's list by month, day, ten minutes and block; each of Ann's lists by month and day.
    expect(await counters.bucketsOf(SHOP_LIST, '')).toEqual([{ bucket: '2026-03', counts: both }]);
    expect(await counters.bucketsOf(SHOP_LIST, '2026-03')).toEqual([{ bucket: '2026-03-04', counts: both }]);
    expect(await counters.bucketsOf(SHOP_LIST, '2026-03-04')).toEqual([{ bucket: '2026-03-04T10:1', counts: both }]);
    expect(await counters.bucketsOf(SHOP_LIST, '2026-03-04T10:1')).toEqual([
      { bucket: '2026-03-04T10:1#00000', counts: both },
    ]);
    for (const list of ['user:ann', 'ann@example.test', '9876543210', '411001']) {
      expect(await counters.isList(list)).toBe(true);
      expect(await counters.bucketsOf(list, '')).toEqual([{ bucket: '2026-03', counts: both }]);
      expect(await counters.bucketsOf(list, '2026-03')).toEqual([{ bucket: '2026-03-04', counts: both }]);
    }
    expect(await counters.isList('someone@else.test')).toBe(false);
    // Revenue stays on the day the order was placed, less the cancelled one.
    expect(await counters.placedDays(['2026-03'])).toEqual(
      new Map([['2026-03-04', { orders: 2, revenueCents: 10000 }]]),
    );
  });
});
