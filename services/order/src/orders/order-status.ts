/**
 * Where an order stands. Every order is stored RESERVING while its stock is reserved, then becomes
 * PLACED (cash on delivery) or PAYMENT_PENDING (card, until the provider confirms it PAID), or FAILED
 * when the stock could not be had. RESERVING and FAILED orders are the checkout's own bookkeeping:
 * shoppers never see them. Every change moves only as the transition table (order-lifecycle.ts)
 * allows; from PLACED or PAID on: PACKED, OUT_FOR_DELIVERY, DELIVERED (or DELIVERY_FAILED, then another
 * attempt), or CANCELLED and, for a paid card order, REFUNDED once the payment service has the refund.
 */
export const OrderStatus = {
  reserving: 'RESERVING',
  failed: 'FAILED',
  placed: 'PLACED',
  paymentPending: 'PAYMENT_PENDING',
  paid: 'PAID',
  packed: 'PACKED',
  outForDelivery: 'OUT_FOR_DELIVERY',
  deliveryFailed: 'DELIVERY_FAILED',
  delivered: 'DELIVERED',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const PaymentMethod = {
  cashOnDelivery: 'CASH_ON_DELIVERY',
  card: 'CARD',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
