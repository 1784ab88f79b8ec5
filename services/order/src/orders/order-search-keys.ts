import type { Order } from './order.schema';

/**
 * The exact values an admin finds an order by: its Order No, the buyer's e-mail (lowercased) and
 * mobile, the delivery pincode, and its delivery slot and the slot's day (Order.searchKeys). A slot's
 * orders are few (its capacity), so its keys need no list of their own on FerretDB (order-buckets.ts).
 */
export function searchKeysOf(order: Pick<Order, 'orderId' | 'customer' | 'delivery_address' | 'delivery'>): string[] {
  const slot = order.delivery?.slot;
  const keys = [
    order.orderId,
    order.customer?.email.toLowerCase(),
    order.customer?.mobile,
    order.delivery_address.pincode,
    ...(slot ? [slotKey(slot._id), slotDayKey(slot.date)] : []),
  ];
  return [...new Set(keys.map((key) => key?.trim()).filter((key): key is string => Boolean(key)))];
}

/** What a search text may be among the keys: as typed, or an e-mail (lowercase) or an Order No (uppercase). */
export function searchKeyCandidates(search: string): string[] {
  const text = search.trim();
  return [...new Set([text, text.toLowerCase(), text.toUpperCase()])];
}

/** The search key of a delivery slot's orders. */
export const slotKey = (slotId: string) => `slot:${slotId}`;

/** The search key of the orders delivered in a slot of that day (YYYY-MM-DD, the shop's time zone). */
export const slotDayKey = (date: string) => `slotday:${date}`;
