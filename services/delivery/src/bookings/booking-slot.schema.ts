import { Schema } from 'mongoose';

export const BOOKING_SLOT_MODEL = 'BookingSlot';

/**
 * Where an admin moved a booking: written by the move, so the sweeper finishes one whose worker died
 * and a confirmation or release finds the booking in its new slot. A booking never moved has none (the
 * order names its slot); the slot's own document (SlotPlace) is the truth about places.
 */
export interface BookingSlot {
  /** The booking id: the order's id. */
  _id: string;
  /** Where the booking is, or is being moved from. */
  slotId: string;
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
    moving: { type: String, default: null },
    inMove: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'booking_slots', versionKey: false },
);
bookingSlotSchema.index({ inMove: 1 });
