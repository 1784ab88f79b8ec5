import { Schema, Types } from 'mongoose';

export const STOCK_RESERVATION_MODEL = 'StockReservation';

/**
 * reserving → held → released, or reserving → rejected. `cancelled` is a release that arrived while
 * the reservation was still being taken; the reserver then puts the stock back itself.
 */
export type ReservationStatus = 'reserving' | 'held' | 'released' | 'rejected' | 'cancelled';

export interface StockReservation {
  /** The caller's reservationId: one document per id makes repeats harmless. */
  _id: string;
  status: ReservationStatus;
  lines: { productId: Types.ObjectId; quantity: number }[];
  /** Why it was rejected, repeated to a caller who retries the same id. */
  reason?: string;
  reasonStatus?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const stockReservationSchema = new Schema<StockReservation>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    lines: {
      type: [new Schema({ productId: { type: Schema.Types.ObjectId, required: true }, quantity: { type: Number, required: true } }, { _id: false })],
      default: [],
    },
    reason: String,
    reasonStatus: Number,
  },
  { timestamps: true, collection: 'stock_reservations' },
);
