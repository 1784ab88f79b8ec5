import { defineError, kgOfGrams, WeightTerms } from '@shop/common';

// The order service's refusals. Checkout also passes on, unchanged, what the catalog (stock), address
// and payment services refuse with: their codes are defined beside their contracts in common.

export class EmptyCart extends defineError('EMPTY_CART', 400) {
  constructor() {
    super('Your cart is empty; add products before placing an order');
  }
}

/** A cart line whose product is gone from the catalog or unpublished. */
export class ProductUnavailable extends defineError('PRODUCT_UNAVAILABLE', 409) {
  constructor(readonly productId: string) {
    super('A product in your cart is no longer available; please remove it and try again');
  }
}

/**
 * The order would cost more than the total the shopper confirmed (a price rose since their screen
 * showed it): nothing is reserved or charged, and the new figures come back to be confirmed.
 */
export class TotalChanged extends defineError('TOTAL_CHANGED', 409) {
  constructor(figures: ChangedTotal) {
    super(
      `Prices changed since you saw them: the total is now ${figures.totalAmt.toFixed(2)}, not ` +
        `${figures.confirmedTotalAmt.toFixed(2)}. Please check your items and confirm the new total.`,
      { ...figures },
    );
  }
}

/** What TOTAL_CHANGED answers beside the message: the order as it would be priced now. */
export interface ChangedTotal {
  confirmedTotalAmt: number;
  subTotalAmt: number;
  totalAmt: number;
  lines: { productId: string; name: string; quantity: number; price: number }[];
  /** The delivery fees in the new total (decimal), e.g. a fee that appeared since the quote. */
  fees: { code: string; label: string; amount: number }[];
}

export class InvalidIdempotencyKey extends defineError('INVALID_IDEMPOTENCY_KEY', 400) {
  constructor() {
    super('Idempotency-Key must be 1 to 200 visible characters');
  }
}

/** Another request for the same order is still placing it. */
export class OrderInProgress extends defineError('ORDER_IN_PROGRESS', 409) {
  constructor() {
    super('This order is still being placed; please check My Orders in a moment');
  }
}

/** The sweepers gave the order up (failed it) while it was being placed, because it took too long. */
export class OrderGivenUp extends defineError('ORDER_GIVEN_UP', 503) {
  constructor() {
    super('Placing the order took too long and it was given up; please try again');
  }
}

/** Another order (a card payment of the same cart) took the cart while this one was being placed. */
export class CartTaken extends defineError('CART_ALREADY_ORDERED', 409) {
  constructor() {
    super('This cart was already ordered; see My Orders');
  }
}

/** No such order, or it is someone else's (a shopper cannot tell the two apart). */
export class OrderNotFound extends defineError('ORDER_NOT_FOUND', 404) {
  constructor() {
    super('Order not found');
  }
}

/** The transition table (orders/order-lifecycle.ts) does not allow this change, or not to this caller. */
export class OrderTransitionNotAllowed extends defineError('ORDER_TRANSITION_NOT_ALLOWED', 409) {
  constructor(from: string, to: string) {
    super(`An order that is ${from} cannot become ${to}`);
  }
}

/** A failed delivery or an undo is kept in the history with why; without a reason it is refused. */
export class ReasonRequired extends defineError('REASON_REQUIRED', 400) {
  constructor(to: string) {
    super(`Please give a reason: an order becomes ${to} only with one`);
  }
}

/** Another change of the order was applied between reading it and changing it (compare-and-set lost). */
export class OrderChangedMeanwhile extends defineError('ORDER_CHANGED_MEANWHILE', 409) {
  constructor() {
    super('This order was changed meanwhile');
  }
}

/** A cash-on-delivery order would give the shopper more units of a product than one shopper may hold. */
/** A by-weight line the cart holds that is not whole steps between the product's minimum and maximum. */
export class WeightNotInSteps extends defineError('QUANTITY_NOT_IN_STEPS', 400) {
  constructor(name: string, { weightStepGrams, weightMinGrams, weightMaxGrams }: WeightTerms) {
    super(
      `${name} is sold in steps of ${weightStepGrams} g from ${kgOfGrams(weightMinGrams)} to ${kgOfGrams(weightMaxGrams)} kg: please change it in your cart`,
      { stepGrams: weightStepGrams, minGrams: weightMinGrams, maxGrams: weightMaxGrams },
    );
  }
}

export class TooManyUnits extends defineError('TOO_MANY_UNITS', 422) {
  /**
   * `productId` lets a client show the refusal beside that product's line, where it can be lowered;
   * `said` words a quantity (kg for a product sold by weight, whose `max` and `held` are grams).
   */
  constructor(name: string, most: number, held: number, productId: string, said = (units: number) => String(units)) {
    super(
      `You can have at most ${said(most)} of "${name}" in orders not yet paid for` +
        (held ? ` (${said(held)} already ordered)` : '') +
        '; please lower the quantity',
      { max: most, held, productId },
    );
  }
}

/** An order that would charge nothing although some of its products are not given away on purpose (issue 33, item 10). */
export class ZeroTotal extends defineError('ZERO_TOTAL', 409) {
  constructor(names: string[]) {
    super(
      `This order comes to $0.00, and ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not offered for free (the price may be a mistake): please remove ${names.length === 1 ? 'it' : 'them'} from your cart or try again later`,
    );
  }
}

/** assign-rider names an e-mail that is no rider's (nobody's, a shopper's, another staff role's). */
export class RiderNotFound extends defineError('RIDER_NOT_FOUND', 404) {
  constructor(email: string) {
    super(`No rider has the email ${email}; an admin gives the RIDER role in Staff`);
  }
}

/** Only an order packed or on its way can be given to a rider. */
export class OrderNotAssignable extends defineError('ORDER_NOT_ASSIGNABLE', 409) {
  constructor(statusLabel: string) {
    super(`An order that is ${statusLabel} cannot be given to a rider; pack it first`);
  }
}

/** A rider marks a cash-on-delivery order delivered with what they collected, and a card order without. */
export class CashCollectedInvalid extends defineError('CASH_COLLECTED_INVALID', 400) {
  static required(due: number) {
    return new CashCollectedInvalid(`Enter the cash collected (${due.toFixed(2)} is due)`);
  }

  static notDue() {
    return new CashCollectedInvalid('This order was paid by card: there is no cash to collect');
  }
}

// Packing (issue 38): what the packer says was put in the bag, checked against the order.

/** The pack must say what was packed of every line of the order, once each, and of nothing else. */
export class PackLinesMismatch extends defineError('PACK_LINES_MISMATCH', 400) {
  constructor(detail: string) {
    super(`Say what was packed of every line of the order, once each: ${detail}`);
  }
}

export class PackedMoreThanOrdered extends defineError('PACKED_MORE_THAN_ORDERED', 400) {
  constructor(name: string, ordered: number) {
    super(`${name}: at most ${ordered} can be packed, as many as were ordered`);
  }
}

/** Until products can be sold by weight, no line has a weight to record. */
export class NotSoldByWeight extends defineError('NOT_SOLD_BY_WEIGHT', 400) {
  constructor(name: string) {
    super(`${name} is not sold by weight: say how many were packed, without a weight`);
  }
}

/** A by-weight line packed without its weight, or with one it cannot have. */
export class WeightNeeded extends defineError('WEIGHT_NEEDED', 400) {
  constructor(name: string, why: string) {
    super(`${name} is sold by weight: ${why}`);
  }
}

/** The shopper chose "don't replace" for this line: it is refunded, never replaced. */
export class SubstituteRefused extends defineError('SUBSTITUTE_REFUSED', 409) {
  constructor(name: string) {
    super(`The shopper asked not to replace ${name}: pack fewer and it is refunded`);
  }
}

export class InvalidSubstitute extends defineError('INVALID_SUBSTITUTE', 400) {
  constructor(reason: string) {
    super(reason);
  }
}

/** Nothing of the order is on the shelf: it is cancelled (and refunded), not packed empty. */
export class NothingPacked extends defineError('NOTHING_PACKED', 409) {
  constructor() {
    super('Nothing of this order was packed: cancel it instead');
  }
}

/** A pack that changed the bag moved stock and money and told the shopper: it cannot be taken back. */
export class PackNotUndoable extends defineError('PACK_NOT_UNDOABLE', 409) {
  constructor() {
    super('This order was packed with changes the shopper has been told of; it cannot be unpacked. Cancel it instead');
  }
}
