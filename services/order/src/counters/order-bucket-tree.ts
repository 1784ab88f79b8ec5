import { dayOf, listKeysOf, slotOf } from '../orders/order-buckets';
import type { Order } from '../orders/order.schema';

/** The shop's own list: every order, bucketed down to ten-minute slots. */
export const SHOP_LIST = '';

/** The counter document holding the buckets of `list` under `parent` ('' for its months). */
export function bucketCounterId(list: string, parent: string): string {
  return `buckets|${list}|${parent}`;
}

/** A bucket's entry in its counter document (a field name: never a bare number, never a dot). */
export const bucketField = (bucket: string) => `b${bucket}`;
export const bucketOfField = (field: string) => field.slice(1);

/** The finest bucket of a list, read by an equality on the orders: a slot for the shop, a day for a key. */
export function isLeafBucket(list: string, bucket: string): boolean {
  return bucket.length === (list === SHOP_LIST ? 15 : 10);
}

/** The parent of a bucket: '' for a month, its month for a day, its day for a slot. */
export function parentOf(bucket: string): string {
  return bucket.length === 7 ? '' : bucket.slice(0, bucket.length === 10 ? 7 : 10);
}

/**
 * Each counter document an order is counted in, with the bucket it is counted under there: for every
 * list it is on, its month, its day and (the shop's list) its slot.
 */
export function countedBuckets(
  order: Pick<Order, 'userId' | 'customer' | 'delivery_address' | 'createdAt'> & { createdSlot?: string },
): { id: string; bucket: string }[] {
  const slot = order.createdSlot ?? slotOf(order.createdAt);
  const day = dayOf(order.createdAt);
  const trail = (list: string, leaf: string) => {
    const path = [leaf.slice(0, 7), leaf.slice(0, 10), leaf].filter((bucket, at, all) => all.indexOf(bucket) === at);
    return path.map((bucket) => ({ id: bucketCounterId(list, parentOf(bucket)), bucket }));
  };
  return [...trail(SHOP_LIST, slot), ...listKeysOf(order).flatMap((key) => trail(key, day))];
}
