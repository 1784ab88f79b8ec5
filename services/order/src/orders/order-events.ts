import {
  ChangedBy,
  createEvent,
  FulfilmentStatus,
  IntegrationEvent,
  OrderEvents,
  OrderLifecycleEvents,
} from '@shop/common';
import type { StoredOrder } from './orders.service';

type AnnouncedOrder = Pick<
  StoredOrder,
  | '_id'
  | 'orderId'
  | 'userId'
  | 'customer'
  | 'paymentMethod'
  | 'items'
  | 'subTotalAmt'
  | 'totalAmt'
  | 'currency'
  | 'delivery_address'
>;

/**
 * order.status-changed for one change of `order` (from: null when it first becomes PLACED or PAID),
 * with everything its consumers need. `changeId` is `<orderId>:<to>`, or `<orderId>:<to>:<n>` when the
 * order was in `to` n times before: unique per change.
 */
export function statusChanged(
  order: AnnouncedOrder,
  from: FulfilmentStatus | null,
  to: FulfilmentStatus,
  by: ChangedBy,
  at: Date,
  reason?: string,
  reachedBefore = 0,
): IntegrationEvent {
  const orderId = order._id.toHexString();
  const { address_line, city, state, country, pincode, mobile } = order.delivery_address;
  // Fields the address lacks are left out, not stored as null (the contract allows absent, not null).
  const deliveryAddress = Object.fromEntries(
    Object.entries({ address_line, city, state, country, pincode, mobile }).filter(
      ([, value]) => value !== undefined && value !== null,
    ),
  );
  return createEvent(OrderLifecycleEvents.orderStatusChanged, {
    changeId: reachedBefore ? `${orderId}:${to}:${reachedBefore}` : `${orderId}:${to}`,
    orderId,
    orderNo: order.orderId,
    userId: order.userId,
    customer: order.customer ?? null,
    from,
    to,
    by,
    ...(reason ? { reason } : {}),
    at: at.toISOString(),
    paymentMethod: order.paymentMethod,
    lines: order.items.map((item) => ({
      productId: item.productId,
      name: item.product_details.name,
      ...(item.product_details.image[0] ? { image: item.product_details.image[0] } : {}),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    currency: order.currency,
    deliveryAddress,
  });
}

/**
 * order.cancelled, as the payment service reads it: it closes the order's open checkout session, or
 * refunds a card order that was paid.
 */
export function orderCancelled(order: Pick<StoredOrder, '_id' | 'userId'>, reason: string): IntegrationEvent {
  return createEvent(OrderEvents.orderCancelled, { orderId: order._id.toHexString(), userId: order.userId, reason });
}
