import type mongoose from 'mongoose';
import { Types } from 'mongoose';
import { OrderCounter, OrderCounterSchema } from '../counters/order-counter.schema';
import { OrderTally } from '../counters/order-tally';
import { BLOCK_SIZE, slotOf } from './order-buckets';
import { OrderPages, PageQuery } from './order-pages';
import { searchKeysOf } from './order-search-keys';
import type { MongoEngine } from '@shop/common';
import { Order, orderSchemaFor } from './order.schema';

export interface OrderPagesContract {
  /** Whose indexes the orders get (orderSchemaFor). */
  engine: MongoEngine;
  /** The database the orders are written in (its orders and counters are deleted first); closed at the end. */
  connect: () => Promise<mongoose.Connection>;
  pages: (orders: mongoose.Model<Order>, counters: mongoose.Model<OrderCounter>) => OrderPages;
  /** At most how many orders reading one page may touch, where the pages bound it (FerretDB's: two blocks). */
  ordersReadPerPage?: number;
}

const STATUSES = ['PLACED', 'PACKED', 'DELIVERED', 'CANCELLED'] as const;
const DAY_MS = 86_400_000;
const SLOT_MS = 600_000;
/** A burst: more orders in one ten minutes than two blocks hold. */
const BURST = 2 * BLOCK_SIZE + 5;

/**
 * What every OrderPages promises, registered in the caller's describe: order-pages.integration-spec.ts
 * runs it for both engines' pages on FerretDB, order-pages.mongodb-contract-spec.ts for MongoDB's on
 * MongoDB. Pages must be exactly the pages of one sorted query: every shop order once, newest first,
 * whatever the page size, filter or range. The orders are stored as the service stores them (with the
 * fields the pages ask for) and counted as its counters count them.
 */
export function orderPagesContract({ engine, connect, pages: makePages, ordersReadPerPage }: OrderPagesContract) {
  let connection: mongoose.Connection;
  let orders: mongoose.Model<Order>;
  let pages: OrderPages;
  let burstSlot: string;
  const stored: {
    _id: Types.ObjectId;
    createdAt: Date;
    status: string;
    userId: string;
    pincode: string;
    orderId: string;
  }[] = [];

  /** An order as the checkout stores it, with the fields the pages ask for, once placed. */
  async function placed(_id: Types.ObjectId, createdAt: Date, userId: string, pincode: string, status: string) {
    const order = {
      _id,
      orderId: `ORD-${_id.toHexString().slice(-10).toUpperCase()}`,
      userId,
      customer: { name: userId, email: `${userId}@example.test`, mobile: '' },
      delivery_address: { pincode },
      totalAmt: 10,
      status,
      statusHistory: [{ status: 'PLACED', at: createdAt, by: 'SHOPPER' }],
      placedAt: createdAt,
      createdAt,
    };
    return { ...order, searchKeys: searchKeysOf(order as never), ...(await pages.listFieldsOf(order as never)) };
  }

  beforeAll(async () => {
    connection = await connect();
    orders = connection.model<Order>(Order.name, orderSchemaFor(engine));
    await orders.init();
    const counterModel = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
    await Promise.all([orders.deleteMany({}), counterModel.deleteMany({})]);
    pages = makePages(orders, counterModel);
    // 90 orders over the last 70 days (two months or three), several in some ten-minute slots, two
    // shoppers and two pincodes; the newest is 90 s old, so it is in this slot or the one before. And
    // a burst of BURST orders a second apart in one ten minutes three days ago. A checkout never paid
    // is no shop order: no page lists it.
    const burstStart = Math.floor((Date.now() - 3 * DAY_MS) / SLOT_MS) * SLOT_MS;
    burstSlot = slotOf(new Date(burstStart));
    const times = [
      ...Array.from(
        { length: 90 },
        (_, n) => Date.now() - 90_000 - Math.floor((n * n * DAY_MS) / 115) - (n % 3) * 60_000,
      ),
      ...Array.from({ length: BURST }, (_, n) => burstStart + n * 1_000),
    ].sort((a, b) => a - b);
    const tally = new OrderTally((order) => pages.countedBucketsOf(order));
    const documents: object[] = [];
    for (const [n, time] of times.entries()) {
      const _id = new Types.ObjectId();
      const userId = n % 4 === 0 ? 'ann' : 'bob';
      const pincode = n % 2 ? '411001' : '560001';
      const document = await placed(_id, new Date(time), userId, pincode, STATUSES[n % STATUSES.length]);
      stored.push({
        _id,
        createdAt: document.createdAt,
        status: document.status,
        userId,
        pincode,
        orderId: document.orderId,
      });
      tally.add(document as never);
      documents.push(document);
    }
    const unpaid = await placed(new Types.ObjectId(), new Date(Date.now() - DAY_MS), 'ann', '411001', 'CANCELLED');
    documents.push({ ...unpaid, paymentMethod: 'CARD', statusHistory: [], placedAt: null });
    await orders.collection.insertMany(documents as never[]);
    await counterModel.collection.insertMany(tally.documents() as never[]);
  });

  afterAll(async () => {
    await connection.close();
  });

  const newestFirst = (list: typeof stored) =>
    [...list]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString()),
      )
      .map((order) => order._id.toHexString());

  /** Every page of one list, from the first until one comes back empty. */
  async function everyPage(read: (query: PageQuery) => ReturnType<OrderPages['shop']>, query: Omit<PageQuery, 'page'>) {
    const seen: string[] = [];
    let totalCount = 0;
    for (let page = 1; page <= 200; page++) {
      const answer = await read({ page, ...query });
      totalCount = answer.totalCount;
      if (!answer.orders.length) break;
      seen.push(...answer.orders.map((order) => order._id.toHexString()));
    }
    return { seen, totalCount };
  }

  const shop = (query: PageQuery) => pages.shop(query);
  const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);

  it('pages the shop list, newest first, every order once, at any page size', async () => {
    for (const limit of [1, 7, 20, 100]) {
      const { seen, totalCount } = await everyPage(shop, { limit });
      expect(seen).toEqual(newestFirst(stored));
      expect(totalCount).toBe(stored.length);
    }
    // At a page size of 1, every one of the 135 orders is a page of its own: on FerretDB about 30 s.
  }, 120_000);

  it('pages one status and a date range, with counts per status', async () => {
    const packed = await everyPage(shop, { limit: 4, status: 'PACKED' });
    expect(packed.seen).toEqual(newestFirst(stored.filter((order) => order.status === 'PACKED')));
    expect(packed.totalCount).toBe(stored.filter((order) => order.status === 'PACKED').length);
    const [from, to] = [day(40), day(5)];
    const inRange = stored.filter((order) => {
      const on = order.createdAt.toISOString().slice(0, 10);
      return on >= from && on <= to;
    });
    expect(inRange.length).toBeGreaterThan(5);
    const ranged = await everyPage(shop, { limit: 6, from, to });
    expect(ranged.seen).toEqual(newestFirst(inRange));
    expect(ranged.totalCount).toBe(inRange.length);
    const { countsByStatus } = await pages.shop({ page: 1, limit: 5, from, to });
    for (const status of STATUSES)
      expect(countsByStatus[status]).toBe(inRange.filter((order) => order.status === status).length);
  });

  it('reads a page in the middle of a burst, however many orders its ten minutes hold', async () => {
    const burst = new Set(
      stored.filter((order) => slotOf(order.createdAt) === burstSlot).map((order) => order._id.toHexString()),
    );
    expect(burst.size).toBe(BURST);
    // A page of 10 in the middle of the burst: none of its orders is counted in another ten minutes.
    const burstStarts = newestFirst(stored).findIndex((id) => burst.has(id));
    const page = Math.floor((burstStarts + BLOCK_SIZE) / 10) + 1;
    const find = jest.spyOn(orders, 'find');
    try {
      const answer = await pages.shop({ page, limit: 10 });
      const expected = newestFirst(stored).slice((page - 1) * 10, page * 10);
      expect(expected.every((id) => burst.has(id))).toBe(true);
      expect(answer.orders.map((order) => order._id.toHexString())).toEqual(expected);
      const filters = find.mock.calls.map((call) => (call as unknown[])[0] as mongoose.FilterQuery<Order>);
      const read = await Promise.all(filters.map((filter) => orders.countDocuments(filter)));
      expect(read.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(ordersReadPerPage ?? Infinity);
    } finally {
      find.mockRestore();
    }
  });

  it("pages a shopper's list, a long one and a short one", async () => {
    const bob = stored.filter((order) => order.userId === 'bob');
    expect(bob.length).toBeGreaterThan(60);
    const bobs = await everyPage((query) => pages.ofShopper('bob', query), { limit: 8 });
    expect(bobs.seen).toEqual(newestFirst(bob));
    expect(bobs.totalCount).toBe(bob.length);
    const ann = stored.filter((order) => order.userId === 'ann');
    const anns = await everyPage((query) => pages.ofShopper('ann', query), { limit: 5 });
    expect(anns.seen).toEqual(newestFirst(ann));
    expect(anns.totalCount).toBe(ann.length);
  });

  it('finds orders by pincode, e-mail and Order No, in any case, with their status and range', async () => {
    const search = (text: string) => (query: PageQuery) =>
      pages.search([text, text.toLowerCase(), text.toUpperCase()], query);
    const pincode = await everyPage(search('411001'), { limit: 9 });
    expect(pincode.seen).toEqual(newestFirst(stored.filter((order) => order.pincode === '411001')));
    const ann = stored.filter((order) => order.userId === 'ann');
    const byEmail = await everyPage(search('Ann@Example.test'), { limit: 4 });
    expect(byEmail.seen).toEqual(newestFirst(ann));
    expect(byEmail.totalCount).toBe(ann.length);
    const delivered = await everyPage(search('ann@example.test'), { limit: 3, status: 'DELIVERED', to: day(5) });
    expect(delivered.seen).toEqual(
      newestFirst(
        ann.filter((order) => order.status === 'DELIVERED' && order.createdAt.toISOString().slice(0, 10) <= day(5)),
      ),
    );
    const one = stored[17];
    const byOrderNo = await pages.search([one.orderId.toLowerCase(), one.orderId], { page: 1, limit: 10 });
    expect(byOrderNo.orders.map((order) => order._id.toHexString())).toEqual([one._id.toHexString()]);
    expect(byOrderNo.totalCount).toBe(1);
    expect(byOrderNo.countsByStatus[one.status as (typeof STATUSES)[number]]).toBe(1);
    const nobody = await pages.search(['nobody@example.test'], { page: 1, limit: 10 });
    expect(nobody).toEqual(expect.objectContaining({ orders: [], totalCount: 0 }));
  });

  it('lists an order placed a moment ago before it is counted', async () => {
    const _id = new Types.ObjectId();
    await orders.collection.insertOne((await placed(_id, new Date(), 'ann', '560001', 'PLACED')) as never);
    for (const read of [shop, (query: PageQuery) => pages.ofShopper('ann', query)]) {
      const { orders: first } = await read({ page: 1, limit: 3 });
      expect(first[0]._id.toHexString()).toBe(_id.toHexString());
      expect(first).toHaveLength(3);
    }
  });
}
