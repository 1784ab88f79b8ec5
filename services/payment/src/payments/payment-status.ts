/**
 * A checkout session's outcome: open until the provider (or the test-mode page) settles it, once.
 * FAILED is closed unpaid (expired, cancelled, or closed because its order was cancelled). A payment
 * that arrives for an order that is no longer payable is REFUNDING until the provider confirms the
 * refund, then REFUNDED.
 */
export const PaymentStatus = {
  open: 'OPEN',
  paid: 'PAID',
  failed: 'FAILED',
  refunding: 'REFUNDING',
  refunded: 'REFUNDED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
