import { defineError } from '../errors/domain-error';
import { kgOfGrams } from './sold-by-weight';

// How the catalog refuses a stock reservation (catalog.reserve-stock): defined beside the contracts, as
// they travel to the order service and reach the shopper through its checkout unchanged.

export class ProductGone extends defineError('PRODUCT_GONE', 404) {
  constructor(productId: string) {
    super(`Product ${productId} is no longer in the catalogue`);
  }
}

export class ProductNotForSale extends defineError('PRODUCT_NOT_FOR_SALE', 409) {
  constructor(name: string) {
    super(`"${name}" is not for sale right now`);
  }
}

export class OutOfStock extends defineError('OUT_OF_STOCK', 409) {
  constructor(name: string) {
    super(`"${name}" is out of stock`);
  }
}

export class InsufficientStock extends defineError('INSUFFICIENT_STOCK', 409) {
  /** `left` in units, or grams of a product sold by weight (then said in kg). */
  constructor(name: string, left: number, byWeight = false) {
    super(`Only ${byWeight ? `${kgOfGrams(left)} kg` : left} of "${name}" left in stock`);
  }
}

export class ReservationCancelled extends defineError('RESERVATION_CANCELLED', 409) {
  constructor() {
    super('The reservation was cancelled while it was being taken; please try again');
  }
}

export class ReservationInProgress extends defineError('RESERVATION_IN_PROGRESS', 409) {
  constructor() {
    super('This reservation is still being processed; please try again');
  }
}

export class ReservationInterrupted extends defineError('RESERVATION_INTERRUPTED', 503) {
  constructor() {
    super('The reservation was interrupted; please try again');
  }
}
