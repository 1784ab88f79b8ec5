import { BadRequestException, HttpException, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';

/**
 * Says what went wrong at Stripe in terms the order service (and so the shopper) can act on: a
 * request Stripe refused is a 400 with Stripe's reason; anything else means it could not be reached.
 */
export function fromStripeError(error: unknown): HttpException {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new BadRequestException(`The payment provider refused the payment: ${error.message}`);
  }
  return new ServiceUnavailableException('The payment provider is unavailable right now; please try again shortly');
}
