import type { Provider } from '@nestjs/common';
import Stripe from 'stripe';
import { PAYMENT_ENV, PaymentEnv } from '../config';

export const STRIPE = Symbol('STRIPE');

/** The Stripe SDK, pointed at stripe-mock when STRIPE_API_HOST is set and at Stripe otherwise. */
export const stripeProvider: Provider = {
  provide: STRIPE,
  inject: [PAYMENT_ENV],
  useFactory: (env: PaymentEnv) =>
    new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(env.STRIPE_API_HOST
        ? { host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL }
        : {}),
    }),
};
