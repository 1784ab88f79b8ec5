import { BadRequestException } from '@nestjs/common';

export class EmptyCartError extends BadRequestException {
  constructor() {
    super('Your cart is empty; add products before placing an order');
  }
}
