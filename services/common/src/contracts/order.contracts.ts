import { z } from 'zod';
import { stockLineSchema } from './catalog.contracts';
import { defineEvent, defineRpc, PayloadOf, ResponseOf } from './contract';

/** What the order service offers other services over the broker. */
export const OrderRpc = {
  /**
   * What the catalog does with a stock reservation that reached its expiry unconfirmed. An order
   * still being placed past its deadline is failed first, so the order can no longer be placed once
   * the answer is 'release'. Any reservation id may be asked about: one that names no order is released.
   */
  reservationOutcome: defineRpc(
    'order.reservation-outcome',
    z.object({ orderId: z.string().min(1).max(200) }),
    z.object({
      /** keep: the order was placed or paid; release: there is no order (any more); wait: ask again later. */
      outcome: z.enum(['keep', 'release', 'wait']),
      /** The delivery slot the order was booked in, if any: where the delivery service finds its booking. */
      slotId: z.string().min(1).optional(),
    }),
  ),
} as const;

export type ReservationOutcome = ResponseOf<typeof OrderRpc.reservationOutcome>;

/** An order, its buyer and the lines it bought: what clears a cart and confirms a stock reservation. */
export const orderedLinesSchema = z.object({
  orderId: z.string().min(1),
  userId: z.string().min(1),
  lines: z.array(stockLineSchema),
});

const orderPlacedPayload = orderedLinesSchema.extend({
  paymentMethod: z.enum(['CASH_ON_DELIVERY', 'CARD']),
  /** The delivery slot a card order is booked in (order.paid; issue 37): the delivery service confirms its booking there. */
  slotId: z.string().min(1).optional(),
});

export const OrderEvents = {
  /** A cash-on-delivery order is stored; the cart lines it bought are cleared. */
  orderPlaced: defineEvent('order.placed', orderPlacedPayload),
  /** A card order is paid; the cart lines it bought are cleared. */
  orderPaid: defineEvent('order.paid', orderPlacedPayload),
  orderCancelled: defineEvent(
    'order.cancelled',
    z.object({ orderId: z.string().min(1), userId: z.string().min(1), reason: z.string() }),
  ),
} as const;

export type OrderPlacedPayload = PayloadOf<typeof OrderEvents.orderPlaced>;
export type OrderCancelledPayload = PayloadOf<typeof OrderEvents.orderCancelled>;
