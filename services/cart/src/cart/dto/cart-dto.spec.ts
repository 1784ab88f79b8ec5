import { createValidationPipe } from '@shop/common';
import { AddToCartDto } from './add-to-cart.dto';
import { CartLineIdDto } from './cart-line-id.dto';
import { UpdateQtyDto } from './update-qty.dto';

const pipe = createValidationPipe();
const validate = (metatype: new () => object, body: unknown) => pipe.transform(body, { type: 'body', metatype });
const lineId = '0194f0c1a2b3c4d5e6f7a8b9';

describe('cart DTOs', () => {
  it('accepts a product id and a line id', async () => {
    await expect(validate(AddToCartDto, { productId: '65a1b2c3d4e5f6a7b8c9d0e1' })).resolves.toEqual({
      productId: '65a1b2c3d4e5f6a7b8c9d0e1',
    });
    await expect(validate(CartLineIdDto, { _id: lineId, extra: 1 })).resolves.toEqual({ _id: lineId });
  });

  it.each([
    [AddToCartDto, {}, 'productId is required'],
    [AddToCartDto, { productId: 'abc' }, 'productId is not a valid product id'],
    [AddToCartDto, { productId: { $ne: null } }, 'productId is required'],
    [CartLineIdDto, { _id: 'zzz' }, '_id is not a valid cart line id'],
  ])('refuses bad ids (%#)', async (metatype, body, message) => {
    await expect(validate(metatype, body)).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message),
    });
  });

  it.each([
    [0, 'qty must be above 0; to remove the item use delete-cart-item'],
    [-3, 'qty must be above 0'],
    [1.2505, 'qty must be a whole number, or kilograms with at most 3 decimals'],
    ['2', 'qty must be a whole number, or kilograms with at most 3 decimals'],
    [10_001, 'qty must be at most 10000'],
  ])('refuses qty %j', async (qty, message) => {
    await expect(validate(UpdateQtyDto, { _id: lineId, qty })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message),
    });
  });

  it('accepts a whole qty, or kilograms of at most 3 decimals (the cart checks which the product takes)', async () => {
    await expect(validate(UpdateQtyDto, { _id: lineId, qty: 3 })).resolves.toEqual({ _id: lineId, qty: 3 });
    await expect(validate(UpdateQtyDto, { _id: lineId, qty: 0.75 })).resolves.toEqual({ _id: lineId, qty: 0.75 });
  });
});
