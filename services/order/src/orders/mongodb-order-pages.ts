import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { FilterQuery, Model } from 'mongoose';
import { statusCounts } from '../counters/status-counts';
import { SHOP_ORDERS } from './order-lifecycle';
import { CountedBucket, OrderListFields, OrderPage, OrderPages, PageQuery } from './order-pages';
import { Order, StoredOrder } from './order.schema';

const DAY_MS = 86_400_000;

/** Newest first; `_id` parts orders created in the same millisecond, so pages never overlap. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Orders created on the UTC days `from` to `to`, both included. */
function createdWithin(from?: string, to?: string): FilterQuery<Order> {
  if (!from && !to) return {};
  return {
    createdAt: {
      ...(from ? { $gte: new Date(`${from}T00:00:00.000Z`) } : {}),
      ...(to ? { $lt: new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) } : {}),
    },
  };
}

/**
 * The order lists on MongoDB: each page is one query sorted and paged by the server from the orders'
 * indexes (order.schema.ts: `createdAt`, `status`, `userId` and `searchKeys`, each followed by
 * `createdAt` and `_id`), and its counts one `$group` of the same filter. Nothing is stored for the
 * lists besides the orders themselves, and no count is kept for them.
 */
@Injectable()
export class MongoDbOrderPages extends OrderPages {
  constructor(@InjectModel(Order.name) private readonly orders: Model<Order>) {
    super();
  }

  shop(query: PageQuery): Promise<OrderPage> {
    return this.page({}, query);
  }

  ofShopper(userId: string, query: PageQuery): Promise<OrderPage> {
    return this.page({ userId }, query);
  }

  search(keys: string[], query: PageQuery): Promise<OrderPage> {
    return this.page({ searchKeys: { $in: keys } }, query);
  }

  async listFieldsOf(): Promise<OrderListFields> {
    return {};
  }

  countedBucketsOf(): CountedBucket[] {
    return [];
  }

  private async page(list: FilterQuery<Order>, { page, limit, status, from, to }: PageQuery): Promise<OrderPage> {
    const inRange: FilterQuery<Order> = { ...list, ...SHOP_ORDERS, ...createdWithin(from, to) };
    const [orders, counted] = await Promise.all([
      this.orders
        .find(status ? { ...inRange, status } : inRange, { outbox: 0 })
        .sort(NEWEST_FIRST)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<StoredOrder[]>(),
      this.orders.aggregate<{ _id: string; count: number }>([
        { $match: inRange },
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]),
    ]);
    const byStatus = Object.fromEntries(counted.map(({ _id, count }) => [_id, count]));
    const totalCount = status ? (byStatus[status] ?? 0) : counted.reduce((sum, { count }) => sum + count, 0);
    return { orders, totalCount, countsByStatus: statusCounts(byStatus) };
  }
}
