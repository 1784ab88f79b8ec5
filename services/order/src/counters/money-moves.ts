import type { FulfilmentStatus } from '@shop/common';
import { OrderStatus, PaymentMethod } from '../orders/order-status';

/** One status change as the counts see it: `from` null for the order's first (placed or paid). */
export interface CountedMove {
  from: FulfilmentStatus | null;
  to: FulfilmentStatus;
  paymentMethod: PaymentMethod;
  /** The order's total now (after packing, what is in the bag). */
  cents: number;
  /** The total the shopper confirmed at checkout (what placing or paying counts); `cents` when absent. */
  confirmedCents?: number;
  /** On the pack that took items off the bill: by how much (refunded to a card, or not collected in cash). */
  packedLessCents?: number;
}

/** What a change adds to the day it happened on, and to the cash still to collect (the status document). */
export interface DayMoves {
  /** Some of `orders`, `delivered`, `cancelled`, `collectedCents` (the day document's fields). */
  day: Record<string, number>;
  toCollectCents: number;
}

/**
 * Issue 33 (15): the overview's day figures moved by one change, on the day of the change: orders
 * placed (cash) or paid (card), delivered and cancelled, and the money collected: a card order's when
 * it is paid (less a refund on the day it is refunded), a cash order's when it is delivered. Cash of
 * an order placed and neither delivered nor cancelled is still to collect. A pack that took items off
 * the bill lowers both as it happens: a card order is refunded the difference, a cash order's rider
 * collects less; later moves count the order's final total. Used by the counting
 * consumer for each change and by OrderTally for each change in a stored order's history, so both agree.
 */
export function moneyMoves({
  from,
  to,
  paymentMethod,
  cents,
  confirmedCents = cents,
  packedLessCents = 0,
}: CountedMove): DayMoves {
  const cash = paymentMethod === PaymentMethod.cashOnDelivery;
  if (from === null) {
    return cash
      ? { day: { orders: 1 }, toCollectCents: confirmedCents }
      : { day: { orders: 1, collectedCents: confirmedCents }, toCollectCents: 0 };
  }
  switch (to) {
    case OrderStatus.packed:
      if (!packedLessCents) return { day: {}, toCollectCents: 0 };
      return cash
        ? { day: {}, toCollectCents: -packedLessCents }
        : { day: { collectedCents: -packedLessCents }, toCollectCents: 0 };
    case OrderStatus.delivered:
      return cash
        ? { day: { delivered: 1, collectedCents: cents }, toCollectCents: -cents }
        : { day: { delivered: 1 }, toCollectCents: 0 };
    case OrderStatus.cancelled:
      return { day: { cancelled: 1 }, toCollectCents: cash ? -cents : 0 };
    case OrderStatus.refunded:
      return { day: { collectedCents: -cents }, toCollectCents: 0 };
    default:
      return { day: {}, toCollectCents: 0 };
  }
}
