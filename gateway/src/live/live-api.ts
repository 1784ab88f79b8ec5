import { HEARTBEAT_FRAME } from './live-events';
import { MAX_LIVE_PRODUCTS } from './live-request';

const eventData = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const text = { type: 'string' };
const number = { type: 'number' };

/** Each event's `data:` JSON, by its `event:` name (live-events.ts). */
export const LIVE_EVENT_SCHEMAS = {
  LiveProductEvent: eventData(
    {
      productId: text,
      stock: { type: 'integer' },
      price: number,
      discount: number,
      publish: { type: 'boolean' },
      deleted: { type: 'boolean', enum: [true] },
      // An unpublished product's figures go to admins only; shoppers' streams get zeros and this flag.
      hidden: { type: 'boolean', enum: [true] },
    },
    ['productId', 'stock', 'price', 'discount', 'publish'],
  ),
  LiveOrderEvent: eventData({ orderId: text, orderNo: text, status: text, at: text }),
  LiveCartEvent: eventData({ at: text }),
  LiveAdminOrderEvent: eventData({
    orderId: text,
    orderNo: text,
    from: { type: 'string', nullable: true },
    status: text,
    at: text,
    totalAmt: number,
  }),
  LiveRefetchEvent: eventData({}),
};

/** GET /api/live in the API description (merged with the services' by api-description.ts). */
export const LIVE_OPERATION = {
  operationId: 'live',
  summary: 'Live events (Server-Sent Events): stock and prices of shown products, own orders and cart, admin orders',
  description: [
    'Answers text/event-stream. Each event has an `id:` and an `event:` name; `data:` is JSON:',
    '`product` (LiveProductEvent) for each product listed in `products`;',
    'with a session (cookie or bearer): `order` (LiveOrderEvent) and `cart` (LiveCartEvent) of the caller only;',
    'for ADMINs also `admin-order` (LiveAdminOrderEvent) for every order placed or changed;',
    '`refetch` (LiveRefetchEvent) when the events missed since Last-Event-ID are no longer kept',
    '(kept at least 2 minutes) or the gateway lost its feed: refetch everything shown.',
    `A heartbeat comment (\`${HEARTBEAT_FRAME.text.trim()}\`) comes at least every 25 s.`,
    'Every /api answer carries a `Live-Position` header, where the events stood when the call arrived:',
    'a page opens its first stream with `lastEventId` set to the position of its earliest call, so',
    'every change its data may not show is replayed.',
    'To change the products, reconnect with the new list and `lastEventId` set to the last id seen.',
    'A client that leaves too much unread is disconnected (it reconnects and resumes).',
  ].join(' '),
  parameters: [
    {
      name: 'products',
      in: 'query',
      required: false,
      description: `Comma-separated product ids (at most ${MAX_LIVE_PRODUCTS}) whose changes the page shows`,
      schema: { type: 'string' },
    },
    {
      name: 'lastEventId',
      in: 'query',
      required: false,
      description:
        'The last event id seen, or the Live-Position of the page’s earliest call, when connecting by hand (the browser sends Last-Event-ID itself on reconnecting)',
      schema: { type: 'string' },
    },
    {
      name: 'Last-Event-ID',
      in: 'header',
      required: false,
      description: 'The last event id seen (sent by EventSource on reconnecting): missed events are replayed',
      schema: { type: 'string' },
    },
  ],
  responses: {
    '200': {
      description: 'The event stream; it stays open until the client or the gateway closes it',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    '400': {
      description: 'A malformed product id, or more than the most products (BAD_LIVE_SUBSCRIPTION)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
    },
    '429': {
      description: 'Too many streams open from this address (TOO_MANY_LIVE_STREAMS)',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
    },
  },
};
