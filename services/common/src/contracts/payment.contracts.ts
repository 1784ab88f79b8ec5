export const PaymentRpc = {
  /** CheckoutSessionRequest → CheckoutSession */
  createCheckoutSession: 'payment.create-checkout-session',
} as const;

export const PaymentEvents = {
  /** PaymentSucceededPayload: the provider confirmed the payment (signed webhook). */
  paymentSucceeded: 'payment.succeeded',
  /** PaymentFailedPayload: the session expired or the shopper cancelled. */
  paymentFailed: 'payment.failed',
} as const;

export interface CheckoutSessionRequest {
  orderId: string;
  userId: string;
  currency: string;
  /** Amounts in the currency's minor unit (cents). */
  lines: { name: string; unitAmount: number; quantity: number; image?: string }[];
}

export interface CheckoutSession {
  /** The provider's session id; the web client redirects to checkout with it. */
  id: string;
  /** Where the shopper pays (the provider's hosted page, or the local test-mode page). */
  url: string;
}

export interface PaymentSucceededPayload {
  orderId: string;
  sessionId: string;
  amountTotal: number;
}

export interface PaymentFailedPayload {
  orderId: string;
  sessionId: string;
  reason: string;
}
