import { schema } from '@shop/common';

/** What the cart's answers carry (OpenAPI): lines with the product embedded as `productId` (spec 3). */
export const CART_LINE = schema.object({
  _id: schema.string,
  quantity: schema.integer,
  productId: schema.object({
    _id: schema.id,
    name: schema.string,
    image: schema.array(schema.string),
    price: schema.number,
    discount: schema.number,
    stock: schema.integer,
    unit: schema.string,
    publish: schema.boolean,
  }),
  priceWhenAdded: schema.nullable(schema.object({ price: schema.number, discount: schema.number })),
  maxPerOrder: schema.integer,
});
