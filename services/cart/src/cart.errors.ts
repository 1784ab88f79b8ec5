import { defineError, ProductSnapshot } from '@shop/common';
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
  constructor(current: number) {
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
  constructor(name: string, most: number) {
    super(`You can have at most ${most} of ${name} in your cart`, { max: most });
  }
}

export class NotEnoughStock extends defineError('INSUFFICIENT_STOCK', 409) {
  constructor(product: ProductSnapshot, inCart?: number) {
    const held = inCart === undefined ? '' : ` and your cart already holds ${inCart}`;
    super(`Only ${product.stock} of ${product.name} in stock${held}`);
  }
}
