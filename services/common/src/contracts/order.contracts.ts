import type { StockLine } from './catalog.contracts';

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
