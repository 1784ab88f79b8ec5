import {
  ADJUSTMENT_TYPES,
  CHANGED_BY,
  DELIVERY_ADDRESS_FIELDS,
  DELIVERY_FEE_CODES,
  DELIVERY_PROBLEM_CODES,
  FULFILMENT_STATUSES,
  schema,
  SLOT_STATUSES,
  SUBSTITUTION_CHOICES,
} from '@shop/common';

/** What the order service's answers carry (OpenAPI): orders as order.view.ts shapes them. */
const productDetails = schema.object({ name: schema.string, image: schema.array(schema.string) });
/** The statuses of an order the client is shown, now and in its history (RESERVING and FAILED ones never are). */
const status = schema.enum('PAYMENT_PENDING', ...FULFILMENT_STATUSES);
/** The statuses of the transition table (orders/order-lifecycle.ts): what an order can be moved to. */
const fulfilmentStatus = schema.enum(...FULFILMENT_STATUSES);

/** 'Payment Mode' as the spec's original client shows it (order.view.ts paymentStatusOf). */
const paymentStatus = schema.enum('CASH ON DELIVERY', 'PAID', 'PENDING', 'UNPAID', 'REFUND PENDING', 'REFUNDED');
const paymentMethod = schema.enum('CASH_ON_DELIVERY', 'CARD');

/** One step of the order's timeline; `reason` when one was given (cancellations). */
const statusChange = schema.object({ status, at: schema.date, by: schema.enum(...CHANGED_BY), reason: schema.string }, [
  'reason',
]);

/** A delivery slot as the order keeps it: its day and times in the shop's time zone, and its instants. */
const orderSlot = schema.object({
  _id: schema.string,
  date: schema.string,
  start: schema.string,
  end: schema.string,
  startsAt: schema.date,
  endsAt: schema.date,
});

/** Where and when the order is delivered and what that cost (part of totalAmt); null on orders before delivery zones. */
const orderDelivery = schema.nullable(
  schema.object({
    zone: schema.string,
    slot: schema.nullable(orderSlot),
    express: schema.nullable(schema.object({ etaMinutes: schema.integer })),
    fee: schema.number,
  }),
);

const substitutionChoice = schema.enum(...SUBSTITUTION_CHOICES);

/** 'weight': the line's quantity is in kg (at most 3 decimals) and its unitPrice per kg. */
const sellBy = schema.enum('unit', 'weight');
const quantity = { ...schema.number, description: 'Units, or kg (at most 3 decimals) when sold by weight' };

/**
 * What the packer changed of one line (issue 38); `amount` is what it changed the bill by (≤ 0 but for
 * a line weighed heavier, never beyond what the other changes took off).
 */
const adjustment = schema.object(
  {
    type: schema.enum(...ADJUSTMENT_TYPES),
    productId: schema.string,
    name: schema.string,
    ordered: quantity,
    packed: quantity,
    sellBy: schema.enum('weight'),
    substitute: schema.object({
      productId: schema.string,
      name: schema.string,
      quantity: schema.integer,
      lineTotal: schema.number,
    }),
    amount: schema.number,
  },
  ['substitute', 'sellBy'],
);

/** A rider as the order keeps them. */
const rider = schema.object({ id: schema.string, name: schema.string, email: schema.string, mobile: schema.string });

export const ORDER = schema.object({
  _id: schema.id,
  orderId: schema.string,
  userId: schema.string,
  product_details: productDetails,
  items: schema.array(
    schema.object(
      {
        productId: schema.string,
        product_details: productDetails,
        quantity,
        sellBy,
        price: schema.number,
        discount: schema.number,
        unitPrice: schema.number,
        lineTotal: schema.number,
        substitution: { ...substitutionChoice, description: 'Whether the packer may replace it when it is missing' },
        substituteFor: {
          ...schema.string,
          description: 'On a line the packer put in instead: the product it replaces',
        },
      },
      ['substituteFor'],
    ),
  ),
  subTotalAmt: schema.number,
  totalAmt: { ...schema.number, description: 'What the shopper pays: once packed, for what is in the bag' },
  confirmedTotalAmt: {
    ...schema.number,
    description: 'The total the shopper confirmed at checkout; totalAmt never goes above it',
  },
  refundAmt: {
    ...schema.number,
    description:
      'Card orders packed with less than ordered: what is refunded (confirmedTotalAmt - totalAmt); 0 otherwise',
  },
  substitution: schema.object({
    default: substitutionChoice,
    lines: { type: 'object', additionalProperties: substitutionChoice, description: 'Choices per productId' },
  }),
  adjustments: schema.array(adjustment),
  currency: schema.string,
  delivery_address: schema.object(DELIVERY_ADDRESS_FIELDS),
  delivery: orderDelivery,
  paymentMethod,
  payment_status: paymentStatus,
  status,
  statusHistory: schema.array(statusChange),
  nextStatuses: {
    ...schema.array(fulfilmentStatus),
    description: "The statuses the caller may move the order to now (a shopper: ['CANCELLED'] or [])",
  },
  paymentCollectedAt: {
    ...schema.nullable(schema.date),
    description: 'Cash on delivery: when the payment was collected (the order was delivered)',
  },
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
  quantity,
  sellBy,
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

/** What a page of the shopper's `order-list` says beside its orders (only when `page` or `limit` is given). */
export const ORDER_LIST_PAGE = {
  page: schema.integer,
  limit: schema.integer,
  totalPage: schema.integer,
  totalCount: { ...schema.integer, description: "The shopper's orders (from the kept counters)" },
};

/** An order as an admin reads it: the order view plus its buyer (null: unknown at checkout) and item count. */
export const ADMIN_ORDER = {
  ...ORDER,
  properties: {
    ...ORDER.properties,
    customer: schema.nullable(schema.object({ name: schema.string, email: schema.string, mobile: schema.string })),
    itemCount: { ...schema.integer, description: 'Units ordered, all lines together' },
    rider: {
      ...schema.nullable(rider),
      description: 'Who delivers it (assign-rider); null until an admin gives it to a rider',
    },
    cashCollected: {
      ...schema.nullable(schema.number),
      description: 'Cash on delivery: what the rider recorded collecting; null until delivered by a rider',
    },
  },
  required: [...(ORDER.required ?? []), 'customer', 'itemCount', 'rider', 'cashCollected'],
};

/** An order as its rider sees it: where to go, whom to call, what to collect; nothing else of the shopper's. */
export const RIDER_ORDER = schema.object({
  _id: schema.id,
  orderId: schema.string,
  status,
  items: schema.array(schema.object({ name: schema.string, quantity, sellBy })),
  itemCount: schema.integer,
  customer: schema.object({ name: schema.string, mobile: schema.string }),
  delivery_address: schema.object(DELIVERY_ADDRESS_FIELDS),
  delivery: orderDelivery,
  paymentMethod,
  totalAmt: schema.number,
  amountToCollect: {
    ...schema.number,
    description: 'Cash to collect at the door: the total for cash on delivery, 0 for card',
  },
  currency: schema.string,
  cashCollected: schema.nullable(schema.number),
  nextStatuses: {
    ...schema.array(fulfilmentStatus),
    description: 'What the rider may mark now: DELIVERED and DELIVERY_FAILED while it is out for delivery',
  },
  updatedAt: schema.date,
});

/** A rider's round: the orders still to deliver (by slot) and those delivered today. */
export const RIDER_ROUND = schema.object({
  open: schema.array(RIDER_ORDER),
  deliveredToday: schema.array(RIDER_ORDER),
});

/** A card checkout waiting for payment, as the admin's 'Awaiting payment' lists it. */
export const AWAITING_PAYMENT_ORDER = {
  ...ADMIN_ORDER,
  properties: {
    ...ADMIN_ORDER.properties,
    holdEndsAt: { ...schema.date, description: 'When the order sweeper cancels it unpaid and its stock goes back' },
  },
  required: [...ADMIN_ORDER.required, 'holdEndsAt'],
};

/** The payment behind a card order (refunds that keep failing show here); null for cash orders. */
const ORDER_PAYMENT = schema.object({
  status: schema.enum('OPEN', 'PAID', 'FAILED', 'REFUNDING', 'REFUNDED'),
  sessionId: schema.string,
  currency: schema.string,
  amountTotal: { ...schema.integer, description: 'Minor units (cents)' },
  paymentIntentId: schema.nullable(schema.string),
  refundId: schema.nullable(schema.string),
  refundAttempts: schema.integer,
  lastRefundError: schema.nullable(schema.string),
  refundAmount: {
    ...schema.nullable(schema.integer),
    description: 'Minor units the full refund returned (what a packed refund left); null until refunded',
  },
  packedRefund: {
    ...schema.nullable(
      schema.object({
        amount: { ...schema.integer, description: 'Minor units' },
        refundId: schema.nullable(schema.string),
        attempts: schema.integer,
        lastError: schema.nullable(schema.string),
        refundedAt: schema.nullable(schema.date),
        droppedAt: schema.nullable(schema.date),
      }),
    ),
    description: 'The partial refund of a pack that came to less than was paid (issue 38); null when none',
  },
  updatedAt: schema.date,
});

export const ADMIN_ORDER_DETAILS = {
  ...ADMIN_ORDER,
  properties: {
    ...ADMIN_ORDER.properties,
    payment: {
      ...schema.nullable(ORDER_PAYMENT),
      description: 'null for cash orders, or when the payment service could not be asked',
    },
  },
  required: [...ADMIN_ORDER.required, 'payment'],
};

/** Orders per status, every status named (0 when none). */
const COUNTS_BY_STATUS = schema.object(Object.fromEntries(FULFILMENT_STATUSES.map((name) => [name, schema.integer])));

/** Beside a page of the admin list: the page, the number of pages and orders, and orders per status. */
/** Beside the packing queue's orders (the whole queue only, not a lookup by `orderId`). */
export const PACKING_QUEUE_COUNT = {
  waiting: {
    ...schema.integer,
    description: 'Orders waiting to be packed in all (PLACED and PAID), of which `data` is the first 50',
  },
};

export const ADMIN_ORDER_PAGE = {
  page: schema.integer,
  limit: schema.integer,
  totalPage: schema.integer,
  totalCount: { ...schema.integer, description: 'Orders matching the filters (from the kept counters)' },
  countsByStatus: {
    ...COUNTS_BY_STATUS,
    description: 'Orders per status matching the filters other than status (the status tabs)',
  },
};

const DAY_FIGURES = {
  placed: { ...schema.integer, description: 'Orders placed (cash on delivery) or paid (card) that day' },
  delivered: { ...schema.integer, description: 'Orders delivered that day' },
  cancelled: { ...schema.integer, description: 'Orders cancelled that day' },
  collected: {
    ...schema.number,
    description: 'Money collected that day: card payments less refunds, and cash collected on delivery',
  },
};

/** The admin overview: today, orders by status and each UTC day's figures. */
export const ORDER_SUMMARY = schema.object({
  today: schema.object(DAY_FIGURES),
  toCollect: {
    ...schema.number,
    description: 'Cash of the cash-on-delivery orders neither delivered nor cancelled yet (any day)',
  },
  byStatus: COUNTS_BY_STATUS,
  days: {
    ...schema.array(schema.object({ date: { ...schema.string, description: 'YYYY-MM-DD (UTC)' }, ...DAY_FIGURES })),
    description: 'Oldest first, one row per day',
  },
});

const quoteSlot = schema.object({
  _id: schema.string,
  date: schema.string,
  start: schema.string,
  end: schema.string,
  startsAt: schema.date,
  endsAt: schema.date,
  status: schema.enum(...SLOT_STATUSES),
  remaining: schema.integer,
  capacity: schema.integer,
  fee: schema.number,
});

/** POST quote: what the shopper will pay for the cart delivered as asked, line by line (checkout/delivery-terms.ts). */
export const ORDER_QUOTE = schema.object({
  items: schema.array(
    schema.object({
      productId: schema.string,
      name: schema.string,
      image: schema.nullable(schema.string),
      quantity,
      sellBy,
      unitPrice: schema.number,
      lineTotal: schema.number,
    }),
  ),
  subTotalAmt: { ...schema.number, description: 'Undiscounted total of the items' },
  itemsTotal: { ...schema.number, description: 'What the items cost' },
  fees: schema.array(
    schema.object({ code: schema.enum(...DELIVERY_FEE_CODES), label: schema.string, amount: schema.number }),
  ),
  deliveryFee: { ...schema.number, description: 'The sum of fees' },
  totalAmt: { ...schema.number, description: 'What the order would cost: itemsTotal + deliveryFee' },
  serviceable: schema.boolean,
  zone: schema.nullable(schema.object({ name: schema.string })),
  slot: schema.nullable(quoteSlot),
  express: schema.nullable(schema.object({ etaMinutes: schema.integer, fee: schema.number })),
  addForFreeDelivery: {
    ...schema.nullable(schema.number),
    description: 'How much more the items must cost for the delivery fee to go',
  },
  minimumOrder: schema.nullable(schema.number),
  problems: schema.array(
    schema.object({ code: schema.enum(...DELIVERY_PROBLEM_CODES), message: schema.string, missing: schema.number }, [
      'missing',
    ]),
  ),
});
