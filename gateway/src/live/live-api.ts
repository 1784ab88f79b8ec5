import { zodToJsonSchema } from 'zod-to-json-schema';
import { LIVE_EVENT_DATA, LIVE_EVENT_SCHEMA_NAMES, type LiveEventName } from './live-contract';
import { HEARTBEAT_FRAME } from './live-events';
import { MAX_LIVE_PRODUCTS } from './live-request';

/**
 * A zod schema as an OpenAPI 3.0 schema object. Typed loosely: zod-to-json-schema's parameter is typed
 * from 'zod/v3', and TypeScript gives up matching zod 3.25's 'zod' types to it (TS2589).
 */
const openApiSchema = (schema: object): object =>
  (zodToJsonSchema as (schema: object, options: object) => object)(schema, {
    target: 'openApi3',
    $refStrategy: 'none',
  });

/** Each event's `data:` JSON, by its `event:` name, as the API description's schemas (live-contract.ts). */
export const LIVE_EVENT_SCHEMAS = Object.fromEntries(
  (Object.keys(LIVE_EVENT_DATA) as LiveEventName[]).map((name) => [
    LIVE_EVENT_SCHEMA_NAMES[name],
    openApiSchema(LIVE_EVENT_DATA[name]),
  ]),
);

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
