import {
  ChangedBy,
  createEvent,
  FulfilmentStatus,
  IntegrationEvent,
  OrderEvents,
  OrderLifecycleEvents,
  PackedChanges,
} from '@shop/common';
import { isFulfilmentStatus } from './order-lifecycle';
import { OrderStatus } from './order-status';
import type { StoredOrder } from './order.schema';

type AnnouncedOrder = Pick<
  StoredOrder,
  | '_id'
  | 'orderId'
  | 'userId'
  | 'delivery'
  | 'customer'
  | 'paymentMethod'
  | 'items'
  | 'subTotalAmt'
  | 'totalAmt'
  | 'currency'
  | 'delivery_address'
>;

/** The statuses an order is first shown in: from then on each of its changes is announced. */
const FIRST_SHOWN: ReadonlySet<OrderStatus> = new Set([OrderStatus.placed, OrderStatus.paid]);

/**
 * What one status change of `order` (as read) to `to` announces, in the order queued: order.status-changed
 * once the order is one of the shop's (it becomes PLACED or PAID, or was already), and order.cancelled
 * when it is cancelled (the payment service refunds a paid card order, or closes an open session, on it).
 */
export function eventsOfChange(
  order: AnnouncedOrder & Pick<StoredOrder, 'status' | 'statusHistory'>,
  to: OrderStatus,
  by: ChangedBy,
  at: Date,
  reason?: string,
  packed?: PackedChanges,
): IntegrationEvent[] {
  const from = isFulfilmentStatus(order.status) ? order.status : null;
  const events: IntegrationEvent[] = [];
  if (isFulfilmentStatus(to) && (from || FIRST_SHOWN.has(to))) {
    // A status reached again (a new delivery attempt, packing redone) needs its own change id.
    const reachedBefore = (order.statusHistory ?? []).filter((change) => change.status === to).length;
    events.push(statusChanged(order, from, to, by, at, reason, reachedBefore, packed));
  }
  if (to === OrderStatus.cancelled) events.push(orderCancelled(order, reason ?? `cancelled by ${by.toLowerCase()}`));
  return events;
}

/**
 * order.status-changed for one change of `order` (from: null when it first becomes PLACED or PAID),
 * with everything its consumers need. `changeId` is `<orderId>:<to>`, or `<orderId>:<to>:<n>` when the
 * order was in `to` n times before: unique per change.
 */
function statusChanged(
  order: AnnouncedOrder,
  from: FulfilmentStatus | null,
  to: FulfilmentStatus,
  by: ChangedBy,
  at: Date,
  reason?: string,
  reachedBefore = 0,
  packed?: PackedChanges,
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
      ...(item.sellBy === 'weight' && { sellBy: 'weight' as const }),
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
    })),
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    currency: order.currency,
    deliveryAddress,
    ...(order.delivery ? { delivery: order.delivery } : {}),
    ...(packed ? { packed } : {}),
  });
}

/**
 * order.cancelled, as the payment service reads it: it closes the order's open checkout session, or
 * refunds a card order that was paid.
 */
function orderCancelled(order: Pick<StoredOrder, '_id' | 'userId'>, reason: string): IntegrationEvent {
  return createEvent(OrderEvents.orderCancelled, { orderId: order._id.toHexString(), userId: order.userId, reason });
}
