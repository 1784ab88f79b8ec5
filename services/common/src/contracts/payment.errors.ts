import { defineError } from '../errors/domain-error';

// Beside the contracts: payment.create-checkout-session refuses with them, and the order service
// passes them on.

export class PaymentRefused extends defineError('PAYMENT_REFUSED', 400) {
  constructor(reason: string) {
    super(`The payment provider refused the payment: ${reason}`);
  }
}

export class PaymentProviderUnavailable extends defineError('PAYMENT_PROVIDER_UNAVAILABLE', 503) {
  constructor() {
    super('The payment provider is unavailable right now; please try again shortly');
  }
}
