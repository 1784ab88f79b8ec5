import { baseEnvSchema, loadEnv } from '@shop/common';
import { z } from 'zod';

/** An empty value counts as unset, so STRIPE_API_HOST= in the environment selects real Stripe. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value || undefined);

export const paymentEnvSchema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().default(3006),
    STRIPE_SECRET_KEY: z.string().min(1).default('sk_test_123'),
    /**
     * Set (with port and protocol) to talk to stripe-mock. stripe-mock keeps no state and sends no
     * webhooks, so this also turns on the local test-mode checkout page. Unset: real Stripe.
     */
    STRIPE_API_HOST: optionalText,
    STRIPE_API_PORT: z.coerce.number().int().default(12111),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).default('http'),
    /** Endpoint secret the webhook signatures are checked with (the real one comes from the Stripe dashboard). */
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').default('whsec_local_shop_test_mode_secret'),
    /** How long a shopper has to pay on the provider's page (Stripe accepts 30 minutes to 24 hours). */
    CHECKOUT_SESSION_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(30 * 60)
      .max(24 * 3600)
      .default(30 * 60),
    /** A failed refund is tried again after this long, doubling after each failure up to the maximum. */
    PAYMENT_REFUND_RETRY_BASE_MS: z.coerce.number().int().positive().default(10_000),
    PAYMENT_REFUND_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
    /** How often refunds due for another attempt are looked for. */
    PAYMENT_REFUND_SWEEP_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** Where the test-mode page delivers its signed events; defaults to the webhook behind the gateway. */
    PAYMENT_WEBHOOK_URL: optionalText,
  })
  // Issue 20, item 5: the test-mode page marks orders paid with a webhook it signs itself.
  .refine((env) => !(env.NODE_ENV === 'production' && env.STRIPE_API_HOST), {
    path: ['STRIPE_API_HOST'],
    message:
      'production refuses the stripe-mock test mode (its test-checkout page marks orders paid); leave it empty for Stripe',
  })
  .transform((env) => ({
    ...env,
    PAYMENT_WEBHOOK_URL: env.PAYMENT_WEBHOOK_URL ?? `${env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/payment/webhook`,
    stripeTestMode: Boolean(env.STRIPE_API_HOST),
  }));

export type PaymentEnv = z.infer<typeof paymentEnvSchema>;
export const PAYMENT_ENV = Symbol('PAYMENT_ENV');
export const loadPaymentEnv = () => loadEnv(paymentEnvSchema);
