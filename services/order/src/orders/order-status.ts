/**
 * Where an order stands. Every order is stored RESERVING while its stock is reserved, then becomes
 * PLACED (cash on delivery) or PAYMENT_PENDING (card, until the provider confirms it PAID), or FAILED
 * when the stock could not be had. RESERVING and FAILED orders are the checkout's own bookkeeping:
 * shoppers never see them.
 */
export const OrderStatus = {
  reserving: 'RESERVING',
  failed: 'FAILED',
  placed: 'PLACED',
  paymentPending: 'PAYMENT_PENDING',
  paid: 'PAID',
  cancelled: 'CANCELLED',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const PaymentMethod = {
  cashOnDelivery: 'CASH_ON_DELIVERY',
  card: 'CARD',
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
