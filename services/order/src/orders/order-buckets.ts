import type { Order } from './order.schema';
import { dayOf } from './utc-day';

/**
 * The buckets an order is read by, so no list ever reads more than a few dozen orders (FerretDB 1.24
 * decodes every document an equality finds, about a millisecond each, before it sorts and pages):
 * - `createdBlock`, its ten minutes and which block of BLOCK_SIZE orders created in them it is in:
 *   the admin list's pages (a burst fills more blocks, never a bigger one);
 * - `keyDays`, each of its keys with the day it was created (`<key>@YYYY-MM-DD`): a shopper's own
 *   list (key `user:<userId>`) and the admin search by e-mail, mobile or pincode.
 * Counts kept per bucket (OrderCounters) say which buckets hold the page asked for.
 */

/** 'YYYY-MM-DDTHH:M' of a moment, in UTC: its ten minutes. */
export function slotOf(at: Date): string {
  return at.toISOString().slice(0, 15);
}

/**
 * How many orders one block of the shop's list holds at most: the admin list reads a page's orders
 * a block at a time. Before blocks, a ten-minute slot was read whole: after a checkout burst of
 * 2,194 orders in ten minutes, the first page of the admin list took 1.6 s at 1M orders
 * (deploy/k6/results/scale-benchmark.md).
 */
export const BLOCK_SIZE = 20;

/**
 * 'YYYY-MM-DDTHH:M#NNNNN': the block of the `number`th order (from 1) created in ten minutes `slot`
 * (Order.createdBlock). Blocks sort as the orders were created.
 */
export function blockOf(slot: string, number: number): string {
  return `${slot}#${String(Math.floor((Math.max(1, number) - 1) / BLOCK_SIZE)).padStart(5, '0')}`;
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
