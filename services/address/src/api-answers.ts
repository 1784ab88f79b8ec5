import { DELIVERY_ADDRESS_FIELDS, schema } from '@shop/common';

/** What the address service's answers carry (OpenAPI). */
export const ADDRESS = schema.object({
  ...DELIVERY_ADDRESS_FIELDS,
  userId: schema.string,
  status: schema.boolean,
  createdAt: schema.date,
  updatedAt: schema.date,
});
