import { defineError, kgOfGrams, ProductSnapshot, WeightTerms } from '@shop/common';
import { MAX_CART_LINES } from './cart/cart.store';

// The cart's refusals. OUT_OF_STOCK and INSUFFICIENT_STOCK are the catalog's codes too (with the cart's wording).

export class CartFull extends defineError('CART_FULL', 409) {
  constructor() {
    super(`Your cart can hold at most ${MAX_CART_LINES} different products`);
  }
}

export class CartLineNotFound extends defineError('CART_LINE_NOT_FOUND', 404) {
  constructor() {
    super('This item is not in your cart');
  }
}

export class ProductNotFound extends defineError('PRODUCT_NOT_FOUND', 404) {
  constructor() {
    super('Product not found');
  }
}

/** The product of a cart line was deleted from the catalog (the line stays, marked, until the shopper removes it). */
export class ProductNoLongerSold extends defineError('PRODUCT_NO_LONGER_SOLD', 409) {
  constructor(name = 'This product') {
    super(`${name} is no longer sold`);
  }
}

/** A quantity change sent against a quantity another window has changed since (`expectedQty`). */
export class QuantityChangedMeanwhile extends defineError('CART_CHANGED_MEANWHILE', 409) {
  constructor(current: string) {
    super(`This item was changed in another window: your cart now holds ${current}. Check the quantity and try again.`);
  }
}

export class ProductNotOnSale extends defineError('PRODUCT_NOT_ON_SALE', 400) {
  constructor() {
    super('This product is not on sale right now');
  }
}

export class ProductOutOfStock extends defineError('OUT_OF_STOCK', 409) {
  constructor(product: ProductSnapshot) {
    super(`${product.name} is out of stock`);
  }
}

/** More than the stock asked for; `inCart` when adding to what the cart already holds. */
/** A cart holds at most MAX_UNITS_PER_PRODUCT of a product (the most one order may take). */
export class TooManyUnitsInCart extends defineError('TOO_MANY_UNITS', 422) {
  /** `max` as the API counts the line (kg for by-weight products); `said` in words when not a count. */
  constructor(name: string, max: number, said = String(max)) {
    super(`You can have at most ${said} of ${name} in your cart`, { max });
  }
}

/** A quantity of a product sold by the unit that is not a whole number. */
export class QuantityNotWhole extends defineError('QUANTITY_NOT_WHOLE', 400) {
  constructor() {
    super('qty must be a whole number');
  }
}

/** A weight that is not a whole number of the product's steps, or below its minimum. */
export class QuantityNotInSteps extends defineError('QUANTITY_NOT_IN_STEPS', 400) {
  constructor(name: string, { weightStepGrams, weightMinGrams }: WeightTerms) {
    super(`${name} is sold in steps of ${weightStepGrams} g, from ${kgOfGrams(weightMinGrams)} kg`, {
      stepGrams: weightStepGrams,
      minGrams: weightMinGrams,
    });
  }
}

export class NotEnoughStock extends defineError('INSUFFICIENT_STOCK', 409) {
  /** `stock` and `inCart` in words (the measure's: "3", "1.2 kg"). */
  constructor(product: ProductSnapshot, stock: string, inCart?: string) {
    const held = inCart === undefined ? '' : ` and your cart already holds ${inCart}`;
    super(`Only ${stock} of ${product.name} in stock${held}`);
  }
}
