import { ChangedBy, FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';
import { OrderStatus } from './order-status';
import type { StoredOrder } from './order.schema';

/** The status every order is stored in first, while its stock is reserved. */
export const INITIAL_STATUS = OrderStatus.reserving;

/**
 * The one table of the status changes an order may make, and who may make each. Every change of a
 * status goes through OrderTransitions.transition, which asks `mayChange`; nothing writes a status
 * around it.
 *
 *   RESERVING ─► PLACED (cash) or PAYMENT_PENDING (card)              (shopper: the checkout)
 *   RESERVING ─► FAILED                                               (system: no stock, cart taken, too slow)
 *   PAYMENT_PENDING ─► PAID                                           (system: the provider confirmed)
 *   PAYMENT_PENDING ─► CANCELLED                                      (system: unpaid in time, cart taken; admin)
 *   PLACED (cash) ─┐
 *                  ├─► PACKED ─► OUT_FOR_DELIVERY ─► DELIVERED      (admin; packed: a packer too; delivered: the rider too)
 *   PAID (card) ───┘
 *   PLACED, PAID ─► CANCELLED                                         (admin, shopper)
 *   PACKED ─► CANCELLED                                               (admin)
 *   OUT_FOR_DELIVERY ─► DELIVERY_FAILED (reason) ─► OUT_FOR_DELIVERY   (admin or the rider; admin: a new attempt)
 *                                                └► CANCELLED          (admin: stock back, paid card refunded)
 *   PACKED ─► PLACED or PAID  (admin: undo, back to the status it came from; reason; never a pack with adjustments)
 *   CANCELLED ─► REFUNDED  (system, when the payment service has refunded a paid card order)
 *
 * Only PACKED can be undone: packed as ordered, it is the one step with no effect outside the shop (no
 * e-mail, no stock or money moved). A pack that changed the bag moved all three, so OrderTransitions
 * refuses its undo. Once the order is out for delivery the shopper has been told.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly ChangedBy[]>>>> = {
  RESERVING: { PLACED: ['SHOPPER'], PAYMENT_PENDING: ['SHOPPER'], FAILED: ['SYSTEM'] },
  FAILED: {},
  PAYMENT_PENDING: { PAID: ['SYSTEM'], CANCELLED: ['SYSTEM', 'ADMIN'] },
  PLACED: { PACKED: ['ADMIN', 'PACKER'], CANCELLED: ['ADMIN', 'SHOPPER'] },
  PAID: { PACKED: ['ADMIN', 'PACKER'], CANCELLED: ['ADMIN', 'SHOPPER'] },
  PACKED: { OUT_FOR_DELIVERY: ['ADMIN'], CANCELLED: ['ADMIN'], PLACED: ['ADMIN'], PAID: ['ADMIN'] },
  OUT_FOR_DELIVERY: { DELIVERED: ['ADMIN', 'RIDER'], DELIVERY_FAILED: ['ADMIN', 'RIDER'] },
  DELIVERY_FAILED: { OUT_FOR_DELIVERY: ['ADMIN'], CANCELLED: ['ADMIN'] },
  DELIVERED: {},
  CANCELLED: { REFUNDED: ['SYSTEM'] },
  REFUNDED: {},
};

/** How the statuses read in messages ("An order that is Out for delivery ..."). */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  RESERVING: 'Reserving',
  FAILED: 'Failed',
  PAYMENT_PENDING: 'Payment pending',
  PLACED: 'Placed',
  PAID: 'Paid',
  PACKED: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery failed',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export function isFulfilmentStatus(status: string): status is FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status);
}

/** The table's entries that step back (undo): each goes only to the status the order came from. */
const UNDOES: Readonly<Partial<Record<FulfilmentStatus, readonly FulfilmentStatus[]>>> = {
  PACKED: ['PLACED', 'PAID'],
};

/** Changes the admin must say why of: they are kept in the history and, for a failed delivery, mailed. */
const NEEDS_REASON: ReadonlySet<FulfilmentStatus> = new Set(['DELIVERY_FAILED']);

function isOrderStatus(status: string): status is OrderStatus {
  return (Object.values(OrderStatus) as string[]).includes(status);
}

export function isUndo(from: string, to: string): boolean {
  return isFulfilmentStatus(from) && isFulfilmentStatus(to) && (UNDOES[from]?.includes(to) ?? false);
}

/** Whether the change from `from` to `to` must come with a reason (a failed delivery, an undo). */
export function needsReason(from: string, to: string): boolean {
  return isUndo(from, to) || (isFulfilmentStatus(to) && NEEDS_REASON.has(to));
}

/**
 * Whether `by` may move an order from `from` to `to`; `cameFrom` is the status the order had before
 * `from` (an undo goes back there and nowhere else).
 */
export function mayChange(from: string, to: string, by: ChangedBy, cameFrom?: string): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to)) return false;
  if (isUndo(from, to) && to !== cameFrom) return false;
  return TRANSITIONS[from][to]?.includes(by) ?? false;
}

/**
 * Whether moving `order` to `to` would undo a pack that changed the bag: that pack moved stock and money
 * and was mailed to the shopper, so it is never undone (OrderTransitions refuses it, PACK_NOT_UNDOABLE).
 */
export function undoesAdjustedPack(order: Pick<StoredOrder, 'status' | 'adjustments'>, to: string): boolean {
  return Boolean(order.adjustments?.length) && isUndo(order.status, to);
}

/**
 * The statuses `by` may move one of the shop's orders (in its status, reached from `cameFrom`) to now,
 * in the table's order; none for the checkout's own statuses, which only the service itself changes.
 */
export function nextStatuses(
  order: Pick<StoredOrder, 'status' | 'adjustments'>,
  by: ChangedBy,
  cameFrom?: string,
): FulfilmentStatus[] {
  const from = order.status;
  if (!isFulfilmentStatus(from)) return [];
  const targets = Object.keys(TRANSITIONS[from]) as FulfilmentStatus[];
  return targets.filter((to) => mayChange(from, to, by, cameFrom) && !undoesAdjustedPack(order, to));
}

/** The status an order had before its current one, from its history (oldest first); undefined if none. */
export function cameFromOf(history: readonly { status: string }[] | undefined): string | undefined {
  return history && history.length >= 2 ? history[history.length - 2].status : undefined;
}

/**
 * The shop's orders as a query: the transition that first makes an order PLACED or PAID sets its
 * `placedAt` (order-transitions.ts). isShopOrder also reads the history of orders stored before
 * `placedAt` existed, which a query by it leaves out.
 */
export const SHOP_ORDERS = { placedAt: { $ne: null } } as const;

/** Whether the order ever was PLACED or PAID: only those are the shop's orders (a checkout never paid is not). */
export function isShopOrder(order: Pick<StoredOrder, 'placedAt' | 'statusHistory'>): boolean {
  return (
    Boolean(order.placedAt) ||
    (order.statusHistory ?? []).some(
      (change) => change.status === OrderStatus.placed || change.status === OrderStatus.paid,
    )
  );
}
