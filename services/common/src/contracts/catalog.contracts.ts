import { z } from 'zod';
import { holdSecondsSchema } from './hold';
import { defineEvent, defineRpc, PayloadOf } from './contract';
import { MAX_LINE_GRAMS } from './sold-by-weight';

export const productSnapshotSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  unit: z.string(),
  price: z.number().min(0),
  /** Percent off the price. */
  discount: z.number().min(0).max(100),
  stock: z.number().int().min(0),
  publish: z.boolean(),
  /**
   * Sold at no charge on purpose: an order may total 0 only when every line is (issue 33, item 10).
   * Absent from senders that predate the flag: not free.
   */
  free: z.boolean().optional(),
  /**
   * Sold by weight (sold-by-weight.ts): `price` is per kg, `stock` in grams, and a line is a whole
   * number of steps between the minimum and the maximum. Absent: sold by the unit.
   */
  sellBy: z.literal('weight').optional(),
  weightStepGrams: z.number().int().min(1).max(MAX_LINE_GRAMS).optional(),
  weightMinGrams: z.number().int().min(1).max(MAX_LINE_GRAMS).optional(),
  weightMaxGrams: z.number().int().min(1).max(MAX_LINE_GRAMS).optional(),
  /**
   * Moves on with every product.updated of the product: announcements can arrive out of order (each
   * leaves when its write is done, from any replica), and a consumer keeping the newest drops an older
   * one that arrives late. Absent from snapshots read rather than announced.
   */
  version: z.number().int().min(0).optional(),
});
export type ProductSnapshot = z.infer<typeof productSnapshotSchema>;

export const productIdSchema = z.string().regex(/^[0-9a-f]{24}$/i, 'not a valid id');

export const stockLineSchema = z.object({
  productId: productIdSchema,
  /** Units, or grams of a product sold by weight. */
  quantity: z.number().int().positive().max(MAX_LINE_GRAMS),
});
export type StockLine = z.infer<typeof stockLineSchema>;

/** Also a field name in each product's stock holds, so word characters and dashes only. */
const reservationIdSchema = z
  .string()
  .regex(/^[\w-]{1,200}$/, 'reservationId must be 1 to 200 letters, digits, _ or -');

const reserveStockRequest = z.object({
  reservationId: reservationIdSchema,
  lines: z.array(stockLineSchema).min(1, 'nothing to reserve').max(200),
  /** When the catalog settles the reservation itself if nobody confirmed or released it. */
  expiresInSeconds: holdSecondsSchema.optional(),
});
export type ReserveStockRequest = z.infer<typeof reserveStockRequest>;

/** What the catalog offers other services over the broker. */
export const CatalogRpc = {
  /** Snapshots of the products named; unknown and malformed ids are left out. */
  productSnapshots: defineRpc(
    'catalog.product-snapshots',
    z.object({ ids: z.array(z.string()).max(500) }),
    z.array(productSnapshotSchema),
  ),
  /**
   * All lines or none; 409 naming the product when one is short. Repeating a reservationId has no
   * further effect. A reservation nobody confirmed (by order.placed or order.paid) by its expiry is
   * settled by the catalog: it asks the order service (OrderRpc.reservationOutcome) whether to keep or
   * release it.
   */
  reserveStock: defineRpc(
    'catalog.reserve-stock',
    reserveStockRequest,
    z.object({ reservationId: reservationIdSchema }),
  ),
  /** Puts a held reservation back, once. */
  releaseStock: defineRpc(
    'catalog.release-stock',
    z.object({ reservationId: reservationIdSchema }),
    z.object({ released: z.boolean() }),
  ),
} as const;

export const CatalogEvents = {
  productUpdated: defineEvent('product.updated', z.object({ product: productSnapshotSchema })),
  productDeleted: defineEvent('product.deleted', z.object({ productId: productIdSchema })),
} as const;

export type ProductUpdatedPayload = PayloadOf<typeof CatalogEvents.productUpdated>;
export type ProductDeletedPayload = PayloadOf<typeof CatalogEvents.productDeleted>;

/** Price a shopper pays for one unit: price minus the ceiling of the discount amount (spec, section 9). */
export function discountedPrice(price: number, discount: number): number {
  return price - Math.ceil((price * discount) / 100);
}
