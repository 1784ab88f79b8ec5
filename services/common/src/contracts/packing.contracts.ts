import { z } from 'zod';
import { productIdSchema, stockLineSchema } from './catalog.contracts';

/**
 * Packing (issue 38): what the shopper allows when an item is missing, and what the packer found on
 * the shelf. The order service decides and stores them; the catalog, payment and identity services
 * read the adjustments from order.status-changed to PACKED.
 */

/** SIMILAR: the packer may put in a similar product; NONE: leave it out and refund it. */
export const SUBSTITUTION_CHOICES = ['SIMILAR', 'NONE'] as const;
export const substitutionChoiceSchema = z.enum(SUBSTITUTION_CHOICES);
export type SubstitutionChoice = z.infer<typeof substitutionChoiceSchema>;

/**
 * The checkout's choice: an order-wide default and per-product overrides. Absent, nothing is replaced
 * (NONE): nothing goes into the bag the shopper did not agree to.
 */
export const substitutionPreferencesSchema = z.object({
  default: substitutionChoiceSchema,
  lines: z.record(productIdSchema, substitutionChoiceSchema).optional(),
});
export type SubstitutionPreferences = z.infer<typeof substitutionPreferencesSchema>;

export const ADJUSTMENT_TYPES = ['SHORT', 'SUBSTITUTED', 'WEIGHED'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

/**
 * One change the packer made to a line. `amount` is what it changed the bill by, in the order's
 * currency (decimal, as every amount of the API). It is never above 0 but for a by-weight line weighed
 * heavier (WEIGHED, `ordered` and `packed` in grams), and then never above what the pack's other
 * changes took off: the shopper never pays more than the total before packing.
 */
export const orderAdjustmentSchema = z.object({
  type: z.enum(ADJUSTMENT_TYPES),
  productId: productIdSchema,
  name: z.string(),
  /** Units, or grams of a line sold by weight (`sellBy`). */
  ordered: z.number().int().positive(),
  packed: z.number().int().min(0),
  sellBy: z.literal('weight').optional(),
  substitute: z
    .object({
      productId: productIdSchema,
      name: z.string(),
      quantity: z.number().int().positive(),
      /** What the shopper is charged for the substitute's units (at most what the replaced units cost). */
      lineTotal: z.number().min(0),
    })
    .optional(),
  amount: z.number(),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

/**
 * What a pack with adjustments adds to its order.status-changed: the catalog puts `returned` back on
 * the shelf and confirms `substituteReservationId`; the payment service refunds a card order
 * `confirmedTotalAmt - totalAmt`; identity mails the changes.
 */
export const packedChangesSchema = z.object({
  confirmedTotalAmt: z.number().min(0),
  adjustments: z.array(orderAdjustmentSchema).min(1),
  /** Units the order no longer takes (short or replaced), merged per product. */
  returned: z.array(stockLineSchema),
  /** The catalog reservation holding the substitutes' units, when there are any. */
  substituteReservationId: z.string().min(1).optional(),
});
export type PackedChanges = z.infer<typeof packedChangesSchema>;
