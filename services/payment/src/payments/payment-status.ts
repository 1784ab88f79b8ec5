/** A checkout session's outcome: open until the provider (or the test-mode page) settles it, once. */
export const PaymentStatus = {
  open: 'OPEN',
  paid: 'PAID',
  failed: 'FAILED',
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
