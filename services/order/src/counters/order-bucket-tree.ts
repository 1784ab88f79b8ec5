import { blockOf, listKeysOf, slotOf } from '../orders/order-buckets';
import { dayOf } from '../orders/utc-day';
import type { Order } from '../orders/order.schema';

/** A bucket's counts: `all` and per current status. */
export type BucketCounts = Record<string, number>;
export interface Bucket {
  bucket: string;
  counts: BucketCounts;
}

/** The shop's own list: every order, bucketed by month, day, ten minutes and block (Order.createdBlock). */
export const SHOP_LIST = '';

/** The counter document holding the buckets of `list` under `parent` ('' for its months). */
export function bucketCounterId(list: string, parent: string): string {
  return `buckets|${list}|${parent}`;
}

/** A bucket's entry in its counter document (a field name: never a bare number, never a dot). */
export const bucketField = (bucket: string) => `b${bucket}`;
export const bucketOfField = (field: string) => field.slice(1);

/** Bucket lengths: a month 'YYYY-MM', a day, ten minutes 'YYYY-MM-DDTHH:M', a block (order-buckets.ts). */
const MONTH = 7;
const DAY = 10;
const SLOT = 15;

/** The finest bucket of a list, read by an equality on the orders: a block for the shop, a day for a key. */
export function isLeafBucket(list: string, bucket: string): boolean {
  return list === SHOP_LIST ? bucket.length > SLOT : bucket.length === DAY;
}

/** The parent of a bucket: '' for a month, its month for a day, its day for a slot, its slot for a block. */
export function parentOf(bucket: string): string {
  if (bucket.length === MONTH) return '';
  if (bucket.length === DAY) return bucket.slice(0, MONTH);
  return bucket.slice(0, bucket.length === SLOT ? DAY : SLOT);
}

/**
 * Each counter document an order is counted in, with the bucket it is counted under there: for every
 * list it is on, its month and its day, and on the shop's list its ten minutes and its block.
 */
export function countedBuckets(
  order: Pick<Order, 'userId' | 'customer' | 'delivery_address' | 'createdAt'> & { createdBlock?: string },
): { id: string; bucket: string }[] {
  const trail = (list: string, path: string[]) =>
    path.map((bucket) => ({ id: bucketCounterId(list, parentOf(bucket)), bucket }));
  // An order stored before it had a block is counted in its slot's first until `npm run recount`
  // gives it one (and rebuilds every count).
  const block = order.createdBlock ?? blockOf(slotOf(order.createdAt), 1);
  const day = dayOf(order.createdAt);
  return [
    ...trail(SHOP_LIST, [block.slice(0, MONTH), block.slice(0, DAY), block.slice(0, SLOT), block]),
    ...listKeysOf(order).flatMap((key) => trail(key, [day.slice(0, MONTH), day])),
  ];
}
