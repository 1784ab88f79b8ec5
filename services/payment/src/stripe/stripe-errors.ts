import { PaymentProviderUnavailable, PaymentRefused } from '@shop/common';
import Stripe from 'stripe';

/**
 * Says what went wrong at Stripe in terms the order service (and so the shopper) can act on: a
 * request Stripe refused is a 400 PAYMENT_REFUSED with Stripe's reason; anything else means it could not be reached.
 */
export function fromStripeError(error: unknown): PaymentRefused | PaymentProviderUnavailable {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new PaymentRefused(error.message);
  }
  return new PaymentProviderUnavailable();
}
