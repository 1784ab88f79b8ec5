import { ChangedBy, FULFILMENT_STATUSES, FulfilmentStatus } from '@shop/common';

/**
 * The one table of the status changes an order may make once the shopper sees it (PLACED or PAID),
 * and who may make each. Every change of a fulfilment status goes through `mayChange`; nothing writes
 * a status around it.
 *
 *   PLACED (cash) ─┐
 *                  ├─► PACKED ─► OUT_FOR_DELIVERY ─► DELIVERED      (admin)
 *   PAID (card) ───┘
 *   PLACED, PAID ─► CANCELLED                                         (admin, shopper)
 *   PACKED ─► CANCELLED                                               (admin)
 *   CANCELLED ─► REFUNDED  (system, when the payment service has refunded a paid card order)
 */
export const TRANSITIONS: Readonly<Record<FulfilmentStatus, Partial<Record<FulfilmentStatus, readonly ChangedBy[]>>>> =
  {
    PLACED: { PACKED: ['ADMIN'], CANCELLED: ['ADMIN', 'SHOPPER'] },
    PAID: { PACKED: ['ADMIN'], CANCELLED: ['ADMIN', 'SHOPPER'] },
    PACKED: { OUT_FOR_DELIVERY: ['ADMIN'], CANCELLED: ['ADMIN'] },
    OUT_FOR_DELIVERY: { DELIVERED: ['ADMIN'] },
    DELIVERED: {},
    CANCELLED: { REFUNDED: ['SYSTEM'] },
    REFUNDED: {},
  };

/** How the statuses read in messages ("An order that is Out for delivery ..."). */
export const STATUS_LABELS: Readonly<Record<FulfilmentStatus, string>> = {
  PLACED: 'Placed',
  PAID: 'Paid',
  PACKED: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

export function isFulfilmentStatus(status: string): status is FulfilmentStatus {
  return (FULFILMENT_STATUSES as readonly string[]).includes(status);
}

/** Whether `by` may move an order from `from` to `to`. */
export function mayChange(from: string, to: string, by: ChangedBy): boolean {
  if (!isFulfilmentStatus(from) || !isFulfilmentStatus(to)) return false;
  return TRANSITIONS[from][to]?.includes(by) ?? false;
}

/** The statuses `by` may move an order in `from` to now, in the table's order. */
export function nextStatuses(from: string, by: ChangedBy): FulfilmentStatus[] {
  if (!isFulfilmentStatus(from)) return [];
  return FULFILMENT_STATUSES.filter((to) => TRANSITIONS[from][to]?.includes(by));
}
