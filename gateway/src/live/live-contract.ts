import { fulfilmentStatusSchema } from '@shop/common';
import { z } from 'zod';

/**
 * What GET /api/live sends (the contract with the web app, issue 23), defined once: each event's name
 * and the schema of its `data:` JSON. The TypeScript types below, the API description's schemas
 * (live-api.ts) and through them the web app's generated types all come from these.
 */
export const LIVE_EVENT_DATA = {
  /**
   * A subscribed product's stock, price, discount or publication changed, or it was deleted. Shoppers
   * are told of an unpublished product only that it is off sale (`hidden`: its figures are withheld).
   */
  product: z.object({
    productId: z.string(),
    stock: z.number().int(),
    price: z.number(),
    discount: z.number(),
    publish: z.boolean(),
    deleted: z.literal(true).optional(),
    // An unpublished product's figures go to admins only; shoppers' streams get zeros and this flag.
    hidden: z.literal(true).optional(),
  }),
  /** One of the user's orders changed status. */
  order: z.object({ orderId: z.string(), orderNo: z.string(), status: fulfilmentStatusSchema, at: z.string() }),
  /** The user's cart changed (in another tab or device): refetch it. */
  cart: z.object({ at: z.string() }),
  /** Any order placed or changed (admins only). */
  'admin-order': z.object({
    orderId: z.string(),
    orderNo: z.string(),
    from: fulfilmentStatusSchema.nullable(),
    status: fulfilmentStatusSchema,
    at: z.string(),
    totalAmt: z.number(),
  }),
  /** The stream could not replay what was missed: refetch everything shown. */
  refetch: z.object({}).strict(),
} as const;

export type LiveEventName = keyof typeof LIVE_EVENT_DATA;
export type LiveData = { [N in LiveEventName]: z.infer<(typeof LIVE_EVENT_DATA)[N]> };

/** Each event's schema name in the API description (and so the web app's type name). */
export const LIVE_EVENT_SCHEMA_NAMES: Record<LiveEventName, string> = {
  product: 'LiveProductEvent',
  order: 'LiveOrderEvent',
  cart: 'LiveCartEvent',
  'admin-order': 'LiveAdminOrderEvent',
  refetch: 'LiveRefetchEvent',
};
