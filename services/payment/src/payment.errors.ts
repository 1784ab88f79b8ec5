import { defineError } from '@shop/common';

// The payment service's refusals. Those of payment.create-checkout-session travel to the order
// service and are defined beside the contracts (common/src/contracts/payment.errors.ts).

export class InvalidWebhook extends defineError('INVALID_WEBHOOK', 400) {
  constructor(reason: string) {
    super(`Webhook refused: ${reason}`);
  }
}

export class CheckoutSessionNotFound extends defineError('CHECKOUT_SESSION_NOT_FOUND', 404) {
  constructor() {
    super('No such checkout session');
  }
}

/** The test-mode page acts for the session's shopper only, so it needs to know who is asking. */
export class SignInToPay extends defineError('SIGN_IN_TO_PAY', 401) {
  constructor() {
    super('Sign in as the shopper who opened this checkout session');
  }
}

/** The session's order was cancelled (another order took the cart) or its payment refunded. */
export class CheckoutSessionClosed extends defineError('CHECKOUT_SESSION_CLOSED', 409) {
  constructor(detail?: string) {
    super(
      `This checkout session is closed${detail ? `: ${detail}` : ''}; its order was cancelled. Place the order again`,
    );
  }
}

export class CheckoutSessionPaid extends defineError('CHECKOUT_SESSION_PAID', 409) {
  constructor() {
    super('This checkout session is already paid');
  }
}

/** The test-mode page could not deliver the payment's webhook. */
export class PaymentNotConfirmed extends defineError('PAYMENT_NOT_CONFIRMED', 503) {
  constructor() {
    super('The payment could not be confirmed right now; please try again');
  }
}
