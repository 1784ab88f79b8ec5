import { z } from 'zod';
import { holdSecondsSchema } from './hold';
import { defineEvent, defineRpc, PayloadOf, RequestOf, ResponseOf } from './contract';

/**
 * Delivery (issue 37): where the shop delivers (zones of pincodes), when (express with an ETA, or
 * slots with a capacity), and at what cost (fees). The delivery service owns zones, slots and their
 * bookings; the order service asks it for a quote while pricing an order and books the slot beside the
 * stock. Amounts here are integer minor units (paise); the HTTP answers keep the shop's decimal fields.
 */

/** A shop address's pincode: six digits, not starting with 0 (Indian PIN codes). */
export const pincodeSchema = z.string().regex(/^[1-9]\d{5}$/, 'a pincode is 6 digits and does not start with 0');

/** `<zoneId>-<YYYYMMDD>-<HHMM>`: one slot of a zone's template on one day; word characters and dashes only. */
export const slotIdSchema = z.string().regex(/^[0-9a-f]{24}-\d{8}-\d{4}$/, 'not a valid slot id');

export const minorAmountSchema = z.number().int().min(0);

export const SLOT_STATUSES = ['OPEN', 'FULL', 'CLOSED'] as const;
export const slotStatusSchema = z.enum(SLOT_STATUSES);
export type SlotStatus = z.infer<typeof slotStatusSchema>;

export const deliverySlotSchema = z.object({
  _id: slotIdSchema,
  zoneId: z.string(),
  /** The day the slot starts, in the shop's time zone: YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** HH:MM in the shop's time zone; `end` may be past midnight (23:00–01:00). */
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  /** The instants the slot starts and ends (ISO), for clients in any time zone. */
  startsAt: z.string(),
  endsAt: z.string(),
  status: slotStatusSchema,
  remaining: z.number().int().min(0),
  capacity: z.number().int().min(0),
  fee: minorAmountSchema,
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

export const DELIVERY_FEE_CODES = ['DELIVERY_FEE', 'SMALL_CART_FEE', 'EXPRESS_FEE', 'SLOT_FEE'] as const;
export const deliveryFeeLineSchema = z.object({
  code: z.enum(DELIVERY_FEE_CODES),
  /** What the bill says: 'Delivery fee', 'Small cart fee', 'Express delivery', 'Slot fee'. */
  label: z.string(),
  amount: minorAmountSchema,
});
export type DeliveryFeeLine = z.infer<typeof deliveryFeeLineSchema>;

export const DELIVERY_PROBLEM_CODES = [
  'PINCODE_NOT_SERVICEABLE',
  'SLOT_REQUIRED',
  'SLOT_NOT_FOUND',
  'SLOT_FULL',
  'SLOT_CLOSED',
  'EXPRESS_UNAVAILABLE',
  'BELOW_MINIMUM_ORDER',
] as const;
export const deliveryProblemSchema = z.object({
  code: z.enum(DELIVERY_PROBLEM_CODES),
  /** For the shopper, e.g. 'Add ₹40.00 more to reach the minimum order of ₹199.00'. */
  message: z.string(),
  /** BELOW_MINIMUM_ORDER: what is still missing, minor units. */
  missing: minorAmountSchema.optional(),
});
export type DeliveryProblem = z.infer<typeof deliveryProblemSchema>;

const deliveryQuoteRequest = z.object({
  pincode: pincodeSchema,
  /** What the items cost, minor units: fees and the minimum order are decided on it. */
  itemsTotal: minorAmountSchema,
  slotId: slotIdSchema.optional(),
  /** Asks for express. Neither slotId nor express: express where the zone has it, else SLOT_REQUIRED. */
  express: z.boolean().optional(),
  /**
   * The order books the slot right after (delivery.book refuses a full slot with SLOT_FULL): the quote
   * leaves the slot's places uncounted, reads nothing for them, and says nothing of FULL.
   */
  booking: z.boolean().optional(),
});
export type DeliveryQuoteRequest = z.infer<typeof deliveryQuoteRequest>;

export const deliveryQuoteSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  /** null with serviceable true: no zone is configured at all, and the shop delivers everywhere for free (the spec). */
  zone: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** The slot asked for, as it stands now (its status may be FULL or CLOSED: see problems). */
  slot: deliverySlotSchema.nullable(),
  /** Set when the order goes express. */
  express: z.object({ etaMinutes: z.number().int().positive(), fee: minorAmountSchema }).nullable(),
  fees: z.array(deliveryFeeLineSchema),
  /** The sum of fees. */
  deliveryFee: minorAmountSchema,
  /** Set while the delivery fee applies and would go at this items total (the 'Add ₹X more for free delivery' line). */
  addForFreeDelivery: minorAmountSchema.nullable(),
  minimumOrder: minorAmountSchema.nullable(),
  /** Empty when the order can be placed as asked. */
  problems: z.array(deliveryProblemSchema),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** What an order keeps of its delivery: shown in order lists, details, e-mails and the packing list. */
export const orderDeliverySchema = z.object({
  zone: z.string(),
  slot: z
    .object({
      _id: slotIdSchema,
      date: z.string(),
      start: z.string(),
      end: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
    })
    .nullable(),
  express: z.object({ etaMinutes: z.number().int().positive() }).nullable(),
  /** Decimal, in the order's currency, like the order's other amounts. */
  fee: z.number().min(0),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** An order's id: the booking's id, so a repeat of the same order books nothing more. */
const bookingIdSchema = z.string().regex(/^[\w-]{1,200}$/, 'bookingId must be 1 to 200 letters, digits, _ or -');

/** What the delivery service offers other services over the broker. */
export const DeliveryRpc = {
  /** What delivering `itemsTotal` to `pincode` costs and whether it can be done as asked. Never refuses a well-formed request. */
  quote: defineRpc('delivery.quote', deliveryQuoteRequest, deliveryQuoteSchema),
  /**
   * Takes one unit of the slot's capacity for the order, all or nothing: 409 SLOT_FULL, 409 SLOT_CLOSED,
   * 404 SLOT_NOT_FOUND, 409 BOOKING_TOO_LATE past `notAfter`. Repeating a bookingId has no further effect.
   * A cash order's booking is final when taken (no `expiresInSeconds`): the same checkout places the
   * order, and the order service hands back the booking of any order it fails; `notAfter` (when the
   * order service stops waiting for the answer) keeps a late take, after that release, from holding a
   * place for good. A card order's is held for `expiresInSeconds` unless order.paid confirms it; one
   * nobody confirmed is settled by the delivery service, which asks the order service
   * (OrderRpc.reservationOutcome) whether to keep or release it.
   */
  book: defineRpc(
    'delivery.book',
    z
      .object({
        bookingId: bookingIdSchema,
        slotId: slotIdSchema,
        expiresInSeconds: holdSecondsSchema.optional(),
        /** Epoch milliseconds. */
        notAfter: z.number().int().positive().optional(),
      })
      .refine((request) => request.expiresInSeconds !== undefined || request.notAfter !== undefined, {
        message: 'a final booking (no expiresInSeconds) needs notAfter',
        path: ['notAfter'],
      }),
    z.object({ bookingId: bookingIdSchema, slot: deliverySlotSchema }),
  ),
  /**
   * Hands a booking's capacity back, once, from the slot it was booked in and wherever an admin moved it
   * (false: nothing was held under that id).
   */
  release: defineRpc(
    'delivery.release',
    z.object({ bookingId: bookingIdSchema, slotId: slotIdSchema }),
    z.object({ released: z.boolean() }),
  ),
} as const;

export type BookSlotRequest = RequestOf<typeof DeliveryRpc.book>;
export type BookSlotResponse = ResponseOf<typeof DeliveryRpc.book>;

export const DeliveryEvents = {
  /** An admin moved an order to another slot (PUT /api/delivery/admin/move); the order keeps the new slot. */
  bookingMoved: defineEvent(
    'delivery.booking-moved',
    z.object({ orderId: z.string().min(1), slot: orderDeliverySchema.shape.slot.unwrap() }),
  ),
} as const;

export type BookingMovedPayload = PayloadOf<typeof DeliveryEvents.bookingMoved>;
