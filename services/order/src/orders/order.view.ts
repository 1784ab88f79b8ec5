import type { StoredOrder } from './orders.service';

/**
 * An order as the shopper's client reads it: the spec's order list shows 'Order No' (orderId) and the
 * first product's image and name (product_details), so those sit at the top next to the full lines.
 */
export function toOrderView(order: StoredOrder) {
  return {
    _id: order._id.toHexString(),
    orderId: order.orderId,
    userId: order.userId,
    product_details: order.items[0]?.product_details ?? { name: '', image: [] },
    items: order.items,
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    currency: order.currency,
    delivery_address: order.delivery_address,
    paymentMethod: order.paymentMethod,
    status: order.status,
    statusHistory: order.statusHistory,
    paymentSessionId: order.paymentSessionId ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;
