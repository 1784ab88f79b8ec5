import type { FulfilmentStatus, OrderStatusChangedPayload } from '@shop/common';
import type { MailStep } from './order-mail.templates';

/**
 * Which e-mail a status sends: the shopper hears of every step that concerns them. PACKED as ordered
 * is the shop's own business (the next mail says it is on its way), and so is undoing it: an order put
 * back from PACKED to PLACED or PAID was never announced as packed, so the shopper hears nothing. A
 * pack that changed the bag (short or replaced items, a new total) is told at once.
 */
const STEP_OF: Record<FulfilmentStatus, MailStep | null> = {
  PLACED: 'CONFIRMED',
  PAID: 'CONFIRMED',
  PACKED: null,
  OUT_FOR_DELIVERY: 'OUT_FOR_DELIVERY',
  DELIVERY_FAILED: 'DELIVERY_FAILED',
  DELIVERED: 'DELIVERED',
  CANCELLED: 'CANCELLED',
  REFUNDED: 'REFUNDED',
};

export function mailStepOf({
  from,
  to,
  packed,
}: Pick<OrderStatusChangedPayload, 'from' | 'to' | 'packed'>): MailStep | null {
  if (to === 'PACKED' && packed) return 'PACKED_WITH_CHANGES';
  return from === 'PACKED' && (to === 'PLACED' || to === 'PAID') ? null : STEP_OF[to];
}
