import type { Order } from './order.schema';

/**
 * The buckets an order is read by, so no list ever reads more than a few dozen orders (FerretDB 1.24
 * decodes every document an equality finds, about a millisecond each, before it sorts and pages):
 * - `createdSlot`, the ten minutes it was created in: the admin list's pages;
 * - `keyDays`, each of its keys with the day it was created (`<key>@YYYY-MM-DD`): a shopper's own
 *   list (key `user:<userId>`) and the admin search by e-mail, mobile or pincode.
 * Counts kept per bucket (OrderCounters) say which buckets hold the page asked for.
 */

/** 'YYYY-MM-DD' of a moment, in UTC (the summary's, the counters' and the buckets' days). */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DDTHH:M' of a moment, in UTC: its ten minutes (Order.createdSlot). */
export function slotOf(at: Date): string {
  return at.toISOString().slice(0, 15);
}

const USER_PREFIX = 'user:';

/** The key a shopper's own orders are counted and read by. */
export function userKey(userId: string): string {
  return `${USER_PREFIX}${userId}`;
}

/** Every order of one key's list, by one equality: its buyer's, or the key among its search keys. */
export function wholeListFilter(key: string): { userId: string } | { searchKeys: string } {
  return key.startsWith(USER_PREFIX) ? { userId: key.slice(USER_PREFIX.length) } : { searchKeys: key };
}

type Keyed = Pick<Order, 'userId' | 'customer' | 'delivery_address'>;

/**
 * The keys an order is listed under: its buyer (the shopper's list), and what an admin searches it by
 * besides its Order No: the buyer's e-mail (lowercased) and mobile, and the delivery pincode.
 */
export function listKeysOf(order: Keyed): string[] {
  const keys = [
    userKey(order.userId),
    order.customer?.email.toLowerCase(),
    order.customer?.mobile,
    order.delivery_address.pincode,
  ];
  return [...new Set(keys.map((key) => key?.trim()).filter((key): key is string => Boolean(key)))];
}

/** `<key>@<day>`: one key's orders of one day (Order.keyDays). */
export function keyDay(key: string, day: string): string {
  return `${key}@${day}`;
}

export function keyDaysOf(order: Keyed & { createdAt: Date }): string[] {
  const day = dayOf(order.createdAt);
  return listKeysOf(order).map((key) => keyDay(key, day));
}
