import { z } from 'zod';
import { defineEvent, defineRpc, PayloadOf, RequestOf, ResponseOf } from './contract';

export const PaymentRpc = {
  createCheckoutSession: defineRpc(
    'payment.create-checkout-session',
    z.object({
      orderId: z.string().min(1),
      userId: z.string().min(1),
      currency: z.string().regex(/^[a-z]{3}$/, 'must be a three-letter code'),
      /** Amounts in the currency's minor unit (cents). */
      lines: z
        .array(
          z.object({
            name: z.string().min(1),
            unitAmount: z.number().int().min(0),
            quantity: z.number().int().positive(),
            image: z.string().optional(),
          }),
        )
        .min(1, 'at least one line is required'),
    }),
    z.object({
      /** The provider's session id; the web client redirects to checkout with it. */
      id: z.string(),
      /** Where the shopper pays (the provider's hosted page, or the local test-mode page). */
      url: z.string(),
    }),
  ),
} as const;

export type CheckoutSessionRequest = RequestOf<typeof PaymentRpc.createCheckoutSession>;
export type CheckoutSession = ResponseOf<typeof PaymentRpc.createCheckoutSession>;

export const PaymentEvents = {
  /** The provider confirmed the payment (signed webhook). */
  paymentSucceeded: defineEvent(
    'payment.succeeded',
    z.object({ orderId: z.string().min(1), sessionId: z.string().min(1), amountTotal: z.number().int().min(0) }),
  ),
  /** The session expired or the shopper cancelled. */
  paymentFailed: defineEvent(
    'payment.failed',
    z.object({ orderId: z.string().min(1), sessionId: z.string().min(1), reason: z.string() }),
  ),
} as const;

export type PaymentSucceededPayload = PayloadOf<typeof PaymentEvents.paymentSucceeded>;
export type PaymentFailedPayload = PayloadOf<typeof PaymentEvents.paymentFailed>;
