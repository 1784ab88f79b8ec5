import { Schema } from 'mongoose';

export const SLOT_PLACE_MODEL = 'SlotPlace';

/**
 * A booking as its slot keeps it: 'confirmed' (its order was placed or paid), or `held:<ms>`, taken by a
 * checkout under way and settled by the sweeper at that instant if nothing confirmed it. Plain strings,
 * so a changed booking is always seen as changed (see embeddedChanges).
 */
export type BookingEntry = 'confirmed' | `held:${number}`;

/**
 * The places taken in one slot: created by its first booking. The slot's count and each booking live in
 * this one document, so a place is taken and recorded (or handed back and forgotten) by one write:
 * nothing can count a booking twice or lose one, whatever crashes. Its size is bounded by the slot's
 * capacity, and later slots have documents of their own, so no write grows with history.
 */
export interface SlotPlace {
  /** The slot id (`<zoneId>-<YYYYMMDD>-<HHMM>`). */
  _id: string;
  taken: number;
  /** By booking id (an order's id). */
  bookings: Record<string, BookingEntry>;
  /** The earliest expiry among held bookings. */
  nextExpiry: Date | null;
  /**
   * Whether any booking is held: what the sweeper looks for. An equality, which FerretDB filters in
   * PostgreSQL; a range on nextExpiry would decode every slot ever booked (services/README.md).
   */
  holding: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const slotPlaceSchema = new Schema<SlotPlace>(
  {
    _id: { type: String, required: true },
    taken: { type: Number, required: true, default: 0 },
    bookings: { type: Schema.Types.Mixed, default: {} },
    nextExpiry: { type: Date, default: null },
    holding: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'slot_places', versionKey: false, minimize: false },
);
slotPlaceSchema.index({ holding: 1 });
