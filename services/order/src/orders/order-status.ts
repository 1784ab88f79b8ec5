/** Where an order stands. Cash on delivery starts PLACED; card orders wait for the payment provider. */
export const OrderStatus = {
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
