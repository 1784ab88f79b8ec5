import type { Order } from './order.schema';

/**
 * The exact values an admin finds an order by: its Order No, the buyer's e-mail (lowercased) and
 * mobile, and the delivery pincode (Order.searchKeys).
 */
export function searchKeysOf(order: Pick<Order, 'orderId' | 'customer' | 'delivery_address'>): string[] {
  const keys = [
    order.orderId,
    order.customer?.email.toLowerCase(),
    order.customer?.mobile,
    order.delivery_address.pincode,
  ];
  return [...new Set(keys.map((key) => key?.trim()).filter((key): key is string => Boolean(key)))];
}

/** What a search text may be among the keys: as typed, or an e-mail (lowercase) or an Order No (uppercase). */
export function searchKeyCandidates(search: string): string[] {
  const text = search.trim();
  return [...new Set([text, text.toLowerCase(), text.toUpperCase()])];
}
