import { Schema } from 'mongoose';

export const BOOKING_SLOT_MODEL = 'BookingSlot';

/**
 * Which slot holds a booking: what order events (which name only the order) and moves look up. Written
 * before the slot's place is taken, so it may name a slot that never took the booking; the slot's own
 * document (SlotPlace) is the truth about places.
 */
export interface BookingSlot {
  /** The booking id: the order's id. */
  _id: string;
  slotId: string;
  /** Handed back: a book arriving late under this id (a retry) takes nothing more. */
  released: boolean;
  /** A move under way to this slot (an admin's), finished by the sweeper if its worker died. */
  moving: string | null;
  /**
   * Whether a move is under way: the sweeper's equality, which FerretDB filters in PostgreSQL
   * (`moving: {$ne: null}` would decode every booking ever made).
   */
  inMove: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const bookingSlotSchema = new Schema<BookingSlot>(
  {
    _id: { type: String, required: true },
    slotId: { type: String, required: true },
    released: { type: Boolean, required: true, default: false },
    moving: { type: String, default: null },
    inMove: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'booking_slots', versionKey: false },
);
bookingSlotSchema.index({ inMove: 1 });
