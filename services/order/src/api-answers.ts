import { DELIVERY_ADDRESS_FIELDS, schema } from '@shop/common';

/** What the order service's answers carry (OpenAPI): orders as order.view.ts shapes them. */
const productDetails = schema.object({ name: schema.string, image: schema.array(schema.string) });
/** The statuses of an order the client is shown, now and in its history (RESERVING and FAILED ones never are). */
const status = schema.enum('PLACED', 'PAYMENT_PENDING', 'PAID', 'CANCELLED');

/** 'Payment Mode' as the spec's original client shows it (order.view.ts paymentStatusOf). */
const paymentStatus = schema.enum('CASH ON DELIVERY', 'PAID', 'PENDING', 'UNPAID');
const paymentMethod = schema.enum('CASH_ON_DELIVERY', 'CARD');

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
  paymentMethod,
  payment_status: paymentStatus,
  status,
  statusHistory: schema.array(schema.object({ status, at: schema.date })),
  paymentSessionId: schema.nullable(schema.string),
  createdAt: schema.date,
  updatedAt: schema.date,
});

/** A card checkout: the order plus the provider's session; the spec's client reads `id` at the top. */
export const CARD_CHECKOUT = { ...ORDER, properties: { ...ORDER.properties, id: schema.string, url: schema.string } };
export const SESSION_BESIDE = { id: schema.string, url: schema.string };

/**
 * One ordered product (`GET order-list?view=items`), in the spec's order-item shape: `_id` is
 * `<order _id>-<productId>`, `orderId` the order's number, `order_id` the grouped order's `_id`.
 */
export const ORDER_ITEM = schema.object({
  _id: schema.string,
  orderId: schema.string,
  order_id: schema.id,
  userId: schema.string,
  productId: schema.string,
  product_details: productDetails,
  quantity: schema.integer,
  unitPrice: schema.number,
  lineTotal: schema.number,
  currency: schema.string,
  paymentMethod,
  payment_status: paymentStatus,
  status,
  createdAt: schema.date,
});

/** `order-list`: orders with their lines (default, `view=orders`), or one entry per ordered product (`view=items`). */
export const ORDER_LIST = {
  oneOf: [schema.array(ORDER), schema.array(ORDER_ITEM)],
  description: 'view=orders (default): one entry per order; view=items: one entry per ordered product',
};
