import type { CartLine } from '../api/types';

/** A product sold by the unit, as a cart line embeds it. */
export const rice = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 99.99,
  discount: 0,
  stock: 50,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};

/** A product sold by weight: $133.99 less 10% (rounded up, as the order service does) is $119.99 a kg. */
export const apples = {
  ...rice,
  _id: 'p2',
  name: 'Shimla Apple',
  price: 133.99,
  discount: 10,
  stock: 5000,
  unit: 'per kg',
  sellBy: 'weight' as const,
  weightStepGrams: 50,
  weightMinGrams: 250,
  weightMaxGrams: 2000,
};

/** A cart line of `quantity` (units, or kg of a product sold by weight). */
export const lineOf = (product: CartLine['productId'], quantity: number, id = product._id): CartLine => ({
  _id: id,
  quantity,
  productId: product,
  priceWhenAdded: null,
  maxPerOrder: 10,
});
