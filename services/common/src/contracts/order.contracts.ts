import type { StockLine } from './catalog.contracts';

/** What the order service offers other services over the broker. */
export const OrderRpc = {
  /**
   * { orderId } → ReservationOutcome: what the catalog does with a stock reservation that reached its
   * expiry unconfirmed. An order still being placed past its deadline is failed first, so the order
   * can no longer be placed once the answer is 'release'.
   */
  reservationOutcome: 'order.reservation-outcome',
} as const;

/** keep: the order was placed or paid; release: there is no order (any more); wait: ask again later. */
export type ReservationOutcome = { outcome: 'keep' | 'release' | 'wait' };

export const OrderEvents = {
  /** OrderPlacedPayload: a cash-on-delivery order is stored; the cart lines it bought are cleared. */
  orderPlaced: 'order.placed',
  /** OrderPlacedPayload: a card order is paid; the cart lines it bought are cleared. */
  orderPaid: 'order.paid',
  /** OrderCancelledPayload */
  orderCancelled: 'order.cancelled',
} as const;

export interface OrderPlacedPayload {
  orderId: string;
  userId: string;
  paymentMethod: 'CASH_ON_DELIVERY' | 'CARD';
  lines: StockLine[];
}

export interface OrderCancelledPayload {
  orderId: string;
  userId: string;
  reason: string;
}
