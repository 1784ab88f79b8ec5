import { schema, SELL_BY } from '@shop/common';

/** What the cart's answers carry (OpenAPI): lines with the product embedded as `productId` (spec 3). */
export const CART_LINE = schema.object({
  _id: schema.string,
  quantity: { ...schema.number, description: 'Units, or kg (at most 3 decimals) for a product sold by weight' },
  productId: schema.object(
    {
      _id: schema.id,
      name: schema.string,
      image: schema.array(schema.string),
      price: schema.number,
      discount: schema.number,
      stock: schema.integer,
      unit: schema.string,
      publish: schema.boolean,
      sellBy: { type: 'string', enum: [...SELL_BY], description: "'weight': price per kg, stock in grams" },
      weightStepGrams: schema.integer,
      weightMinGrams: schema.integer,
      weightMaxGrams: schema.integer,
    },
    ['weightStepGrams', 'weightMinGrams', 'weightMaxGrams'],
  ),
  priceWhenAdded: schema.nullable(schema.object({ price: schema.number, discount: schema.number })),
  maxPerOrder: { ...schema.number, description: 'The most one line may hold: units, or kg when sold by weight' },
});
