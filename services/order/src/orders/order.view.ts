import { ChangedBy, kgOfGrams, OrderAdjustment } from '@shop/common';
import { cameFromOf, nextStatuses } from './order-lifecycle';
import { OrderStatus, PaymentMethod } from './order-status';
import { fromMinorUnits, toMinorUnits } from '../pricing/pricing';
import type { OrderItem, StoredOrder } from './order.schema';

/** Card orders past their payment: the money is with the shop until a cancellation refunds it. */
const PAID_ONWARDS: readonly string[] = [
  OrderStatus.paid,
  OrderStatus.packed,
  OrderStatus.outForDelivery,
  OrderStatus.delivered,
];

/**
 * How the order is paid, as the spec's original client shows it under 'Payment Mode': cash orders
 * say so; card orders say where their payment stands (a paid order cancelled waits for its refund).
 */
export function paymentStatusOf(order: Pick<StoredOrder, 'paymentMethod' | 'status' | 'placedAt'>) {
  if (order.paymentMethod === PaymentMethod.cashOnDelivery) return 'CASH ON DELIVERY' as const;
  if (PAID_ONWARDS.includes(order.status)) return 'PAID' as const;
  if (order.status === OrderStatus.refunded) return 'REFUNDED' as const;
  if (order.status === OrderStatus.cancelled && order.placedAt) return 'REFUND PENDING' as const;
  return order.status === OrderStatus.cancelled || order.status === OrderStatus.failed
    ? ('UNPAID' as const)
    : ('PENDING' as const);
}

/**
 * A line as shown: how it is sold and its substitution choice always named (older orders' lines were
 * sold by the unit and never replaced); a by-weight line's quantity in kg, as the cart showed it.
 */
function itemView(item: OrderItem) {
  return {
    ...item,
    quantity: shownQuantity(item),
    sellBy: item.sellBy ?? ('unit' as const),
    substitution: item.substitution ?? ('NONE' as const),
  };
}

/** Units, or kg for a line sold by weight (stored in grams). */
export function shownQuantity(item: Pick<OrderItem, 'quantity' | 'sellBy'>): number {
  return item.sellBy === 'weight' ? kgOfGrams(item.quantity) : item.quantity;
}

/** A pack's change as shown: a by-weight line's ordered and packed in kg, as its items show them. */
function adjustmentView(change: OrderAdjustment) {
  if (change.sellBy !== 'weight') return change;
  return { ...change, ordered: kgOfGrams(change.ordered), packed: kgOfGrams(change.packed) };
}

/** How many things are in the bag: units, and one per by-weight line (a bag of tomatoes). */
export function itemCountOf(order: Pick<StoredOrder, 'items'>): number {
  return order.items.reduce((count, item) => count + (item.sellBy === 'weight' ? 1 : item.quantity), 0);
}

/** The checkout's choices: the order-wide default and each line's own where it differs. */
function substitutionOf(order: Pick<StoredOrder, 'items' | 'substitutionDefault'>) {
  const fallback = order.substitutionDefault ?? 'NONE';
  const lines = Object.fromEntries(
    order.items
      .filter((item) => !item.substituteFor && (item.substitution ?? 'NONE') !== fallback)
      .map((item) => [item.productId, item.substitution ?? 'NONE']),
  );
  return { default: fallback, lines };
}

/** A card order packed with less than the shopper paid for gets the difference back (the payment service refunds it). */
function refundOf(order: Pick<StoredOrder, 'paymentMethod' | 'confirmedTotalAmt' | 'totalAmt'>): number {
  if (order.paymentMethod !== PaymentMethod.card || order.confirmedTotalAmt === undefined) return 0;
  return fromMinorUnits(Math.max(0, toMinorUnits(order.confirmedTotalAmt) - toMinorUnits(order.totalAmt)));
}

/**
 * An order as the shopper's client reads it: the spec's order list shows 'Order No' (orderId) and the
 * first product's image and name (product_details), so those sit at the top next to the full lines.
 * `nextStatuses` are the changes the caller (`viewer`) may make now (order-lifecycle.ts).
 */
export function toOrderView(order: StoredOrder, viewer: ChangedBy = 'SHOPPER') {
  return {
    _id: order._id.toHexString(),
    orderId: order.orderId,
    userId: order.userId,
    product_details: order.items[0]?.product_details ?? { name: '', image: [] },
    items: order.items.map(itemView),
    subTotalAmt: order.subTotalAmt,
    totalAmt: order.totalAmt,
    confirmedTotalAmt: order.confirmedTotalAmt ?? order.totalAmt,
    refundAmt: refundOf(order),
    substitution: substitutionOf(order),
    adjustments: (order.adjustments ?? []).map(adjustmentView),
    currency: order.currency,
    delivery_address: order.delivery_address,
    delivery: order.delivery ?? null,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    status: order.status,
    statusHistory: (order.statusHistory ?? []).map((change) => ({
      status: change.status,
      at: change.at,
      // Changes stored before the timeline recorded who made them were all the checkout's own.
      by: change.by ?? ('SYSTEM' as const),
      ...(change.reason ? { reason: change.reason } : {}),
    })),
    nextStatuses: nextStatuses(order, viewer, cameFromOf(order.statusHistory)),
    paymentCollectedAt: order.paymentCollectedAt ?? null,
    paymentSessionId: order.paymentSessionId ?? null,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

export type OrderView = ReturnType<typeof toOrderView>;

/** An order as an admin reads it: the order view, what the admin may do with it, and who bought. */
export function toAdminOrderView(order: StoredOrder) {
  return {
    ...toOrderView(order, 'ADMIN'),
    customer: order.customer ?? null,
    itemCount: itemCountOf(order),
    rider: order.rider ?? null,
    cashCollected: order.cashCollected ?? null,
  };
}

export type AdminOrderView = ReturnType<typeof toAdminOrderView>;

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
    quantity: shownQuantity(item),
    sellBy: item.sellBy ?? ('unit' as const),
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    currency: order.currency,
    paymentMethod: order.paymentMethod,
    payment_status: paymentStatusOf(order),
    status: order.status,
    createdAt: order.createdAt,
  }));
}
