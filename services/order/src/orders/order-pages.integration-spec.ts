import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { SHOP_LIST } from '../counters/order-bucket-tree';
import { CountedChange, CountedChangeSchema, OrderCounter, OrderCounterSchema } from '../counters/order-counter.schema';
import { OrderCounters } from '../counters/order-counters';
import { OrderTally } from '../counters/order-tally';
import { CreatedBlocks } from './created-blocks';
import { BLOCK_SIZE, blockOf, keyDaysOf, slotOf, userKey } from './order-buckets';
import { OrderPages } from './order-pages';
import { searchKeysOf } from './order-search-keys';
import { Order, OrderSchema } from './order.schema';

const MONGO_URL = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`;
const STATUSES = ['PLACED', 'PACKED', 'DELIVERED', 'CANCELLED'] as const;
const DAY_MS = 86_400_000;
const SLOT_MS = 600_000;
/** A burst: more orders in one ten minutes than two blocks hold. */
const BURST = 2 * BLOCK_SIZE + 5;

/**
 * Pages read bucket by bucket must be exactly the pages of one sorted query: every order once, in
 * order, whatever the page size, filter or range.
 */
describe('OrderPages (real FerretDB)', () => {
  let connection: mongoose.Connection;
  let orders: mongoose.Model<Order>;
  let pages: OrderPages;
  let redis: Redis;
  let blocks: CreatedBlocks;
  let burstSlot: string;
  const stored: { _id: Types.ObjectId; createdAt: Date; status: string; userId: string; pincode: string }[] = [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_order_pages' }).asPromise();
    orders = connection.model<Order>(Order.name, OrderSchema);
    const counterModel = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
    const countedModel = connection.model<CountedChange>(CountedChange.name, CountedChangeSchema);
    await Promise.all([orders.deleteMany({}), counterModel.deleteMany({})]);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/1');
    blocks = new CreatedBlocks(redis);
    // 90 orders over the last 70 days (two months or three), several in some ten-minute slots, two
    // shoppers and two pincodes; the newest is 90 s old, so it is in this slot or the one before. And
    // a burst of BURST orders a second apart in one ten minutes three days ago.
    const burstStart = Math.floor((Date.now() - 3 * DAY_MS) / SLOT_MS) * SLOT_MS;
    burstSlot = slotOf(new Date(burstStart));
    const times = [
      ...Array.from(
        { length: 90 },
        (_, n) => Date.now() - 90_000 - Math.floor((n * n * DAY_MS) / 115) - (n % 3) * 60_000,
      ),
      ...Array.from({ length: BURST }, (_, n) => burstStart + n * 1_000),
    ].sort((a, b) => a - b);
    const numbered = new Map<string, number>();
    const tally = new OrderTally();
    const documents = times.map((time, n) => {
      const createdAt = new Date(time);
      const slot = slotOf(createdAt);
      numbered.set(slot, (numbered.get(slot) ?? 0) + 1);
      const _id = new Types.ObjectId();
      const userId = n % 4 === 0 ? 'ann' : 'bob';
      const order = {
        _id,
        orderId: `ORD-${_id.toHexString().slice(-10).toUpperCase()}`,
        userId,
        customer: { name: userId, email: `${userId}@example.test`, mobile: '' },
        delivery_address: { pincode: n % 2 ? '411001' : '560001' },
        totalAmt: 10,
        status: STATUSES[n % STATUSES.length],
        statusHistory: [{ status: 'PLACED', at: createdAt, by: 'SHOPPER' }],
        placedAt: createdAt,
        createdAt,
      };
      const document = { ...order, createdBlock: blockOf(slot, numbered.get(slot)!) };
      stored.push({ _id, createdAt, status: order.status, userId, pincode: order.delivery_address.pincode });
      tally.add(document as never);
      return {
        ...document,
        keyDays: keyDaysOf(order as never),
        searchKeys: searchKeysOf(order as never),
      };
    });
    await orders.collection.insertMany(documents as never[]);
    await counterModel.collection.insertMany(tally.documents() as never[]);
    const counters = new OrderCounters(counterModel, countedModel, orders, undefined as never);
    pages = new OrderPages(orders, counters, blocks);
  });

  afterAll(async () => {
    await connection.close();
    redis.disconnect();
  });

  const newestFirst = (list: typeof stored) =>
    [...list]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()),
      )
      .map((order) => order._id.toHexString());

  async function everyPage(list: string, query: { limit: number; status?: never; from?: string; to?: string }) {
    const seen: string[] = [];
    let totalCount = 0;
    for (let page = 1; page <= 200; page++) {
      const answer = await pages.page(list, { page, ...query });
      totalCount = answer.totalCount;
      if (!answer.orders.length) break;
      seen.push(...answer.orders.map((order) => order._id.toHexString()));
    }
    return { seen, totalCount };
  }

  it('pages the shop list, newest first, every order once, at any page size', async () => {
    for (const limit of [1, 7, 20, 100]) {
      const { seen, totalCount } = await everyPage(SHOP_LIST, { limit });
      expect(seen).toEqual(newestFirst(stored));
      expect(totalCount).toBe(stored.length);
    }
  });

  it('pages one status and a date range, with counts per status', async () => {
    const packed = await everyPage(SHOP_LIST, { limit: 4, status: 'PACKED' as never });
    expect(packed.seen).toEqual(newestFirst(stored.filter((order) => order.status === 'PACKED')));
    const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
    const [from, to] = [day(40), day(5)];
    const inRange = stored.filter((order) => {
      const on = order.createdAt.toISOString().slice(0, 10);
      return on >= from && on <= to;
    });
    expect(inRange.length).toBeGreaterThan(5);
    const ranged = await everyPage(SHOP_LIST, { limit: 6, from, to });
    expect(ranged.seen).toEqual(newestFirst(inRange));
    expect(ranged.totalCount).toBe(inRange.length);
    const { countsByStatus } = await pages.page(SHOP_LIST, { page: 1, limit: 5, from, to });
    expect(countsByStatus.CANCELLED).toBe(inRange.filter((order) => order.status === 'CANCELLED').length);
  });

  it('reads a page by the blocks that hold it, however many orders their ten minutes hold', async () => {
    const burst = new Set(
      stored.filter((order) => slotOf(order.createdAt) === burstSlot).map((order) => order._id.toHexString()),
    );
    expect(burst.size).toBe(BURST);
    // A page of 10 in the middle of the burst: none of its orders is counted in another ten minutes.
    const burstStarts = newestFirst(stored).findIndex((id) => burst.has(id));
    const page = Math.floor((burstStarts + BLOCK_SIZE) / 10) + 1;
    const find = jest.spyOn(orders, 'find');
    try {
      const answer = await pages.page(SHOP_LIST, { page, limit: 10 });
      const expected = newestFirst(stored).slice((page - 1) * 10, page * 10);
      expect(expected.every((id) => burst.has(id))).toBe(true);
      expect(answer.orders.map((order) => order._id.toHexString())).toEqual(expected);
      const filters = find.mock.calls.map((call) => (call as unknown[])[0] as mongoose.FilterQuery<Order>);
      const read = await Promise.all(filters.map((filter) => orders.countDocuments(filter)));
      expect(read.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(2 * BLOCK_SIZE);
    } finally {
      find.mockRestore();
    }
  });

  it("pages a shopper's list and a pincode's: a long one by day, a short one whole", async () => {
    const bob = stored.filter((order) => order.userId === 'bob');
    expect(bob.length).toBeGreaterThan(60);
    const bobs = await everyPage(userKey('bob'), { limit: 8 });
    expect(bobs.seen).toEqual(newestFirst(bob));
    expect(bobs.totalCount).toBe(bob.length);
    const ann = await everyPage(userKey('ann'), { limit: 5 });
    expect(ann.seen).toEqual(newestFirst(stored.filter((order) => order.userId === 'ann')));
    expect(ann.totalCount).toBe(stored.filter((order) => order.userId === 'ann').length);
    const pincode = await everyPage('411001', { limit: 9 });
    expect(pincode.seen).toEqual(newestFirst(stored.filter((order) => order.pincode === '411001')));
  });

  it('lists an order placed a moment ago before it is counted', async () => {
    const _id = new Types.ObjectId();
    const createdAt = new Date();
    const order = {
      _id,
      orderId: `ORD-${_id.toHexString().slice(-10).toUpperCase()}`,
      userId: 'ann',
      customer: { name: 'ann', email: 'ann@example.test', mobile: '' },
      delivery_address: { pincode: '560001' },
      status: 'PLACED',
      statusHistory: [{ status: 'PLACED', at: createdAt, by: 'SHOPPER' }],
      placedAt: createdAt,
      createdAt,
    };
    await orders.collection.insertOne({
      ...order,
      createdBlock: await blocks.next(createdAt),
      keyDays: keyDaysOf(order as never),
    } as never);
    for (const list of [SHOP_LIST, userKey('ann')]) {
      const { orders: first } = await pages.page(list, { page: 1, limit: 3 });
      expect(first[0]._id.toHexString()).toBe(_id.toHexString());
      expect(first).toHaveLength(3);
    }
  });
});
