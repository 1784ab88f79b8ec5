import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { FilterQuery, Model } from 'mongoose';
import {
  Bucket,
  BucketCounts,
  bucketCounterId,
  bucketOfField,
  countedBuckets,
  isLeafBucket,
  SHOP_LIST,
} from '../counters/order-bucket-tree';
import { OrderCounter } from '../counters/order-counter.schema';
import { statusCounts } from '../counters/status-counts';
import { CreatedBlocks } from './created-blocks';
import { keyDay, keyDaysOf, slotOf, userKey, wholeListFilter } from './order-buckets';
import { dayOf } from './utc-day';
import { isShopOrder } from './order-lifecycle';
import { CountedBucket, ListedOrder, OrderListFields, OrderPage, OrderPages, PageQuery } from './order-pages';
import { Order, StoredOrder } from './order.schema';

/**
 * A key's list this short is read whole, by one equality, and paged here: its orders are spread over
 * many days, and one query per day costs more than decoding them all (a shopper's 28 orders over a
 * year: 101 ms p95 by days, 28 ms whole; deploy/k6/results/orders-at-scale.md).
 */
const SHORT_LIST = 60;

const newestFirst = (a: StoredOrder, b: StoredOrder) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b._id.toHexString().localeCompare(a._id.toHexString());

/**
 * The order lists on FerretDB 1.24, fast at a million orders. FerretDB filters in PostgreSQL only by
 * equalities of top-level fields, then decodes every match (about a millisecond an order) and sorts and
 * limits in its own process, so "newest first, page 4000" cannot be one sorted query there. Instead each
 * order is stored with its buckets (order-buckets.ts: `createdBlock`, numbered in Redis by
 * CreatedBlocks, and `keyDays`), the counts kept per bucket (OrderCounters, under the buckets
 * countedBucketsOf names: months, days, and for the shop's list ten minutes and their blocks of
 * BLOCK_SIZE orders; order-bucket-tree.ts) say which buckets hold the page, and only those buckets'
 * orders are read, by one equality each, and sorted here. Totals and status counts come from the same
 * counts. The shop's list is newest first by block; orders created in the same moment may straddle two
 * blocks, so two orders a few milliseconds apart can swap places across a page break.
 *
 * The counts follow the orders within moments (they are kept by an event consumer), so the first
 * page always reads the newest buckets (the last two blocks numbered, or today for a key): an order
 * just placed is listed before it is counted.
 */
@Injectable()
export class FerretDbOrderPages extends OrderPages {
  constructor(
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @InjectModel(OrderCounter.name) private readonly counters: Model<OrderCounter>,
    private readonly blocks: CreatedBlocks,
  ) {
    super();
  }

  shop(query: PageQuery): Promise<OrderPage> {
    return this.page(SHOP_LIST, query);
  }

  ofShopper(userId: string, query: PageQuery): Promise<OrderPage> {
    return this.page(userKey(userId), query);
  }

  /**
   * E-mails, mobiles and pincodes are lists of their own, counted and paged like the shop's; an Order
   * No (or a key with no placed order yet) finds its few orders through `searchKeys`.
   */
  async search(keys: string[], query: PageQuery): Promise<OrderPage> {
    for (const key of keys) if (await this.isList(key)) return this.page(key, query);
    return this.byOrderNo(keys, query);
  }

  async listFieldsOf(order: ListedOrder): Promise<OrderListFields> {
    return { createdBlock: await this.blocks.next(order.createdAt), keyDays: keyDaysOf(order) };
  }

  countedBucketsOf(order: ListedOrder & OrderListFields): CountedBucket[] {
    return countedBuckets(order);
  }

  /** Whether a list (order-bucket-tree.ts) has counted orders. */
  async isList(list: string): Promise<boolean> {
    return Boolean(await this.counters.exists({ _id: bucketCounterId(list, '') }));
  }

  /**
   * The buckets of a list under `parent` ('' for its months; order-bucket-tree.ts), newest first,
   * each with its orders' counts: `all` and per current status.
   */
  async bucketsOf(list: string, parent: string): Promise<Bucket[]> {
    const counter = await this.counters.findById(bucketCounterId(list, parent)).lean<OrderCounter>();
    return Object.entries(counter?.buckets ?? {})
      .map(([field, counts]) => ({ bucket: bucketOfField(field), counts }))
      .sort((a, b) => b.bucket.localeCompare(a.bucket));
  }

  /** A page of the shop's list (SHOP_LIST) or of one key's (order-buckets.ts). */
  private async page(list: string, query: PageQuery): Promise<OrderPage> {
    const { page, limit, status } = query;
    const spans = await this.spansInRange(list, query);
    const countOf = (counts: BucketCounts) => Math.max(0, status ? (counts[status] ?? 0) : (counts.all ?? 0));
    const countsByStatus = statusCounts(
      Object.fromEntries(
        FULFILMENT_STATUSES.map((name) => [
          name,
          spans.reduce((sum, span) => sum + Math.max(0, span.counts[name] ?? 0), 0),
        ]),
      ),
    );
    const totalCount = spans.reduce((sum, span) => sum + countOf(span.counts), 0);
    const listed = spans.reduce((sum, span) => sum + Math.max(0, span.counts.all ?? 0), 0);
    if (list !== SHOP_LIST && listed <= SHORT_LIST) {
      const orders = await this.wholeList(list, query);
      return { orders: orders.slice((page - 1) * limit, page * limit), totalCount, countsByStatus };
    }
    const newest = page === 1 ? await this.newestLeaves(list, query) : [];
    const walk = { skip: (page - 1) * limit, limit, found: [] as StoredOrder[] };
    const uncounted = (await Promise.all(newest.map((leaf) => this.ordersOf(list, leaf, status)))).flat();
    await this.collect(list, spans, countOf, status, walk, newest);
    const orders = [...new Map([...uncounted, ...walk.found].map((order) => [order._id.toHexString(), order])).values()]
      .sort(newestFirst)
      .slice(0, limit);
    return { orders, totalCount, countsByStatus };
  }

  /**
   * The list's months in the range, whole; a month the range covers in part is replaced by its days
   * in the range, so every span's counts are all in range.
   */
  private async spansInRange(list: string, { from, to }: PageQuery): Promise<Bucket[]> {
    const within = (bucket: string) => {
      const length = Math.min(bucket.length, 10);
      return (
        (!from || bucket.slice(0, length) >= from.slice(0, length)) &&
        (!to || bucket.slice(0, length) <= to.slice(0, length))
      );
    };
    const spans: Bucket[] = [];
    for (const month of (await this.bucketsOf(list, '')).filter(({ bucket }) => within(bucket))) {
      const whole = (!from || from <= `${month.bucket}-01`) && (!to || to >= `${month.bucket}-31`);
      spans.push(
        ...(whole ? [month] : (await this.bucketsOf(list, month.bucket)).filter(({ bucket }) => within(bucket))),
      );
    }
    return spans;
  }

  /** Descends into the buckets that hold the page, skipping whole buckets by their counts. */
  private async collect(
    list: string,
    buckets: Bucket[],
    countOf: (counts: BucketCounts) => number,
    status: FulfilmentStatus | undefined,
    walk: { skip: number; limit: number; found: StoredOrder[] },
    newest: string[],
  ): Promise<void> {
    for (const { bucket, counts } of buckets) {
      if (walk.found.length >= walk.limit) return;
      const inBucket = countOf(counts);
      if (!inBucket) continue;
      if (walk.skip >= inBucket) {
        walk.skip -= inBucket;
        continue;
      }
      if (!isLeafBucket(list, bucket)) {
        await this.collect(list, await this.bucketsOf(list, bucket), countOf, status, walk, newest);
        continue;
      }
      const orders = newest.includes(bucket) ? [] : await this.ordersOf(list, bucket, status);
      walk.found.push(...orders.slice(walk.skip, walk.skip + walk.limit - walk.found.length));
      walk.skip = 0;
    }
  }

  /** The leaf buckets orders are being created in now, when the range reaches today. */
  private async newestLeaves(list: string, { to }: PageQuery): Promise<string[]> {
    const now = new Date();
    if (to && to < dayOf(now)) return [];
    return list === SHOP_LIST ? this.blocks.newest(slotOf(now)) : [dayOf(now)];
  }

  /** A short key list's shop orders in the range (of one status), newest first. */
  private async wholeList(list: string, { status, from, to }: PageQuery): Promise<StoredOrder[]> {
    const found = await this.orders
      .find({ ...wholeListFilter(list), ...(status ? { status } : {}) }, { outbox: 0 })
      .lean<StoredOrder[]>();
    return found
      .filter((order) => {
        const day = dayOf(order.createdAt);
        return isShopOrder(order) && (!from || day >= from) && (!to || day <= to);
      })
      .sort(newestFirst);
  }

  /** One leaf bucket's shop orders (of one status), newest first: an equality finding a few dozen at most. */
  private async ordersOf(list: string, bucket: string, status?: FulfilmentStatus): Promise<StoredOrder[]> {
    const filter: FilterQuery<Order> =
      list === SHOP_LIST ? { createdBlock: bucket } : { keyDays: keyDay(list, bucket) };
    if (status) filter.status = status;
    const found = await this.orders.find(filter, { outbox: 0 }).lean<StoredOrder[]>();
    return found.filter(isShopOrder).sort(newestFirst);
  }

  /** An Order No (or a key with no placed order yet): the few orders holding it, filtered and paged here. */
  private async byOrderNo(keys: string[], { page, limit, status, from, to }: PageQuery): Promise<OrderPage> {
    const found = await Promise.all(
      keys.map((key) => this.orders.find({ searchKeys: key }, { outbox: 0 }).lean<StoredOrder[]>()),
    );
    const unique = new Map(found.flat().map((order) => [order._id.toHexString(), order]));
    const matching = [...unique.values()].filter((order) => {
      const day = dayOf(order.createdAt);
      return isShopOrder(order) && (!from || day >= from) && (!to || day <= to);
    });
    const countsByStatus = statusCounts({});
    for (const order of matching) countsByStatus[order.status as FulfilmentStatus] += 1;
    const listed = (status ? matching.filter((order) => order.status === status) : matching).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    );
    return { orders: listed.slice((page - 1) * limit, page * limit), totalCount: listed.length, countsByStatus };
  }
}
