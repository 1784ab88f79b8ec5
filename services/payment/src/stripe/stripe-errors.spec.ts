import Stripe from 'stripe';
import { fromStripeError } from './stripe-errors';

describe('fromStripeError', () => {
  it('turns a request Stripe refused into a 400 carrying Stripe’s reason', () => {
    const refused = new Stripe.errors.StripeInvalidRequestError({
      message: 'Amount must be at least $0.50',
      type: 'invalid_request_error',
    });
    const answer = fromStripeError(refused);
    expect(answer).toMatchObject({ status: 400, code: 'PAYMENT_REFUSED' });
    expect(answer.message).toContain('Amount must be at least $0.50');
  });

  it('turns anything else (network, Stripe outage) into a 503', () => {
    const unavailable = { status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' };
    expect(
      fromStripeError(new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED', type: 'api_error' })),
    ).toMatchObject(unavailable);
    expect(fromStripeError(new Error('boom'))).toMatchObject(unavailable);
  });
});
