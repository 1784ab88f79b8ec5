import type { FulfilmentStatus } from '@shop/common';
import type { StatusCounts } from '../counters/status-counts';
import type { Order, StoredOrder } from './order.schema';

export interface PageQuery {
  page: number;
  limit: number;
  status?: FulfilmentStatus;
  /** 'YYYY-MM-DD' (UTC), both included. */
  from?: string;
  to?: string;
}

export interface OrderPage {
  orders: StoredOrder[];
  /** The orders of the list in the range, of `status` when one is asked. */
  totalCount: number;
  /** The orders of the list in the range, per status (whatever `status` asks). */
  countsByStatus: StatusCounts;
}

/** What an engine's lists store on a new order to find it by (FerretDB's buckets; nothing on MongoDB). */
export type OrderListFields = Partial<Pick<Order, 'createdBlock' | 'keyDays'>>;

/** What an order is listed by: its buyer, contact and delivery pincode, and when it was created. */
export type ListedOrder = Pick<Order, 'userId' | 'customer' | 'delivery_address' | 'createdAt'>;

/** A counter document a counted change of an order moves, and the bucket it is counted under there. */
export interface CountedBucket {
  id: string;
  bucket: string;
}

/**
 * The order lists, newest first (`createdAt`, then `_id`), only the shop's orders (isShopOrder): an
 * admin's list of the shop, a shopper's own (My Orders) and an admin's search by Order No, e-mail,
 * mobile or pincode. One implementation per engine (MONGO_ENGINE): on MongoDB each page is one indexed
 * query and its counts one aggregate; on FerretDB 1.24, which filters in PostgreSQL only by equalities
 * and sorts and pages in its own process, pages are read bucket by bucket, found by counts kept per
 * bucket. What an engine's lists need written (fields on each order, bucket counts) is said here too,
 * so nothing of one engine's lists is written on the other.
 */
export abstract class OrderPages {
  /** A page of every shop order (the admin list). */
  abstract shop(query: PageQuery): Promise<OrderPage>;

  /** A page of one shopper's shop orders. */
  abstract ofShopper(userId: string, query: PageQuery): Promise<OrderPage>;

  /** A page of the shop orders holding any of `keys` among their search keys (order-search-keys.ts). */
  abstract search(keys: string[], query: PageQuery): Promise<OrderPage>;

  /** The fields a new order is stored with for these lists to find it. */
  abstract listFieldsOf(order: ListedOrder): Promise<OrderListFields>;

  /** The list counters (order-counter.schema.ts, kind 'buckets') each counted change of this order moves. */
  abstract countedBucketsOf(order: ListedOrder & OrderListFields): CountedBucket[];
}
