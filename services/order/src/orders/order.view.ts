import { OrderStatus, PaymentMethod } from './order-status';
import type { StoredOrder } from './orders.service';

/**
 * How the order is paid, as the spec's original client shows it under 'Payment Mode': cash orders
 * say so; card orders say where their payment stands.
 */
export function paymentStatusOf(order: Pick<StoredOrder, 'paymentMethod' | 'status'>) {
  if (order.paymentMethod === PaymentMethod.cashOnDelivery) return 'CASH ON DELIVERY' as const;
  if (order.status === OrderStatus.paid) return 'PAID' as const;
  return order.status === OrderStatus.cancelled || order.status === OrderStatus.failed
    ? ('UNPAID' as const)
    : ('PENDING' as const);
}

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
    payment_status: paymentStatusOf(order),
    status: order.status,
    statusHistory: order.statusHistory,
    paymentSessionId: order.paymentSessionId ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;

/**
 * One entry per ordered product, in the order-item shape the spec names (`_id`, `orderId`,
 * `product_details`), for clients that show one product per entry. `order_id` names the grouped order.
 */
export function toOrderItemViews(order: StoredOrder) {
  return order.items.map((item) => ({
    _id: `${order._id.toHexString()}-${item.productId}`,
    orderId: order.orderId,
    order_id: order._id.toHexString(),
    userId: order.userId,
    productId: item.productId,
    product_details: item.product_details,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    status: order.status,
    createdAt: order.createdAt,
  }));
}
