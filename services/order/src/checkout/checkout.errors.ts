import { BadRequestException, ConflictException } from '@nestjs/common';

export class EmptyCartError extends BadRequestException {
  constructor() {
    super('Your cart is empty; add products before placing an order');
  }
}

/** Another order (a card payment of the same cart) took the cart while this one was being placed. */
export class CartTakenError extends ConflictException {
  constructor() {
    super('This cart was already ordered; see My Orders');
  }
}
