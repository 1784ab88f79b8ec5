import { schema } from '@shop/common';

/** What the delivery service's answers carry (OpenAPI). Amounts are decimal. */
const amount = schema.number;
const nullableAmount = schema.nullable(schema.number);

export const SLOT = schema.object({
  _id: schema.string,
  zoneId: schema.id,
  date: schema.string,
  start: schema.string,
  end: schema.string,
  startsAt: schema.date,
  endsAt: schema.date,
  status: schema.enum('OPEN', 'FULL', 'CLOSED'),
  remaining: schema.integer,
  capacity: schema.integer,
  fee: amount,
});

export const PINCODE_CHECK = schema.object({
  pincode: schema.string,
  serviceable: schema.boolean,
  zone: schema.nullable(schema.object({ name: schema.string })),
  express: schema.nullable(schema.object({ etaMinutes: schema.integer })),
  nextSlot: schema.nullable(SLOT),
  message: schema.string,
});

export const ZONE = schema.object({
  _id: schema.id,
  name: schema.string,
  pincodes: schema.array(schema.string),
  active: schema.boolean,
  express: schema.nullable(schema.object({ etaMinutes: schema.integer, fee: amount })),
  slotTemplates: schema.array(
    schema.object({
      days: schema.array(schema.integer),
      start: schema.string,
      end: schema.string,
      capacity: schema.integer,
      cutoffMinutes: schema.integer,
      fee: amount,
    }),
  ),
  fees: schema.object({
    minimumOrder: nullableAmount,
    deliveryFee: nullableAmount,
    freeDeliveryAbove: nullableAmount,
    smallCartBelow: nullableAmount,
    smallCartFee: nullableAmount,
  }),
  createdAt: schema.date,
  updatedAt: schema.date,
});

export const SLOT_BOOKINGS = schema.object({
  slot: schema.nullable(SLOT),
  bookings: schema.array(schema.object({ orderId: schema.id, status: schema.enum('confirmed', 'held') })),
});

export const MOVED = schema.object({ orderId: schema.id, slot: SLOT });
