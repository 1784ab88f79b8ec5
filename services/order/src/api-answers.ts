import { DELIVERY_ADDRESS_FIELDS, schema } from '@shop/common';

/** What the order service's answers carry (OpenAPI): orders as order.view.ts shapes them. */
const productDetails = schema.object({ name: schema.string, image: schema.array(schema.string) });
/** The statuses of an order the client is shown, now and in its history (RESERVING and FAILED ones never are). */
const status = schema.enum('PLACED', 'PAYMENT_PENDING', 'PAID', 'CANCELLED');

export const ORDER = schema.object({
  _id: schema.id,
  orderId: schema.string,
  userId: schema.string,
  product_details: productDetails,
  items: schema.array(
    schema.object({
      productId: schema.string,
      product_details: productDetails,
      quantity: schema.integer,
      price: schema.number,
      discount: schema.number,
      unitPrice: schema.number,
      lineTotal: schema.number,
    }),
  ),
  subTotalAmt: schema.number,
  totalAmt: schema.number,
  currency: schema.string,
  delivery_address: schema.object(DELIVERY_ADDRESS_FIELDS),
  paymentMethod: schema.enum('CASH_ON_DELIVERY', 'CARD'),
  status,
  statusHistory: schema.array(schema.object({ status, at: schema.date })),
  paymentSessionId: schema.nullable(schema.string),
  createdAt: schema.date,
  updatedAt: schema.date,
});

/** A card checkout: the order plus the provider's session; the spec's client reads `id` at the top. */
export const CARD_CHECKOUT = { ...ORDER, properties: { ...ORDER.properties, id: schema.string, url: schema.string } };
export const SESSION_BESIDE = { id: schema.string, url: schema.string };
