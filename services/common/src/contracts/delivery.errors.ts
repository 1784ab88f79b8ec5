import { defineError } from '../errors/domain-error';

// Beside the contracts: delivery.book refuses with them, and the order service refuses a checkout with
// them when the quote names the problem.

export class InvalidPincode extends defineError('INVALID_PINCODE', 400) {
  constructor() {
    super('A pincode is 6 digits and does not start with 0');
  }
}

export class PincodeNotServiceable extends defineError('PINCODE_NOT_SERVICEABLE', 422) {
  constructor(pincode: string) {
    super(`We don't deliver to ${pincode} yet`, { pincode });
  }
}

export class SlotRequired extends defineError('SLOT_REQUIRED', 422) {
  constructor() {
    super('Please choose a delivery slot');
  }
}

export class SlotNotFound extends defineError('SLOT_NOT_FOUND', 404) {
  constructor() {
    super('That delivery slot is not offered; please choose another');
  }
}

export class SlotFull extends defineError('SLOT_FULL', 409) {
  constructor() {
    super('That delivery slot is full; please choose another');
  }
}

export class SlotClosed extends defineError('SLOT_CLOSED', 409) {
  constructor() {
    super('That delivery slot has closed for orders; please choose another');
  }
}

export class ExpressUnavailable extends defineError('EXPRESS_UNAVAILABLE', 422) {
  constructor() {
    super('Express delivery is not available at this address; please choose a slot');
  }
}

export class BelowMinimumOrder extends defineError('BELOW_MINIMUM_ORDER', 422) {
  constructor(message: string, missing: number) {
    super(message, { missing });
  }
}
