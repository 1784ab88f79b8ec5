import { Schema, Types } from 'mongoose';

export const STOCK_RESERVATION_MODEL = 'StockReservation';

/**
 * reserving → held → confirming → confirmed (the order was placed or paid), or held → releasing →
 * released (handed back), or reserving → rejected (a line was short, or the reserver died mid-way).
 * `cancelled` is a release that arrived while the reservation was still being taken; whoever finishes
 * it puts the stock back. `confirming` and `releasing` are claimed by one worker, who then sells or
 * hands back the holds; if it dies, the stock sweeper finishes the job.
 */
export type ReservationStatus =
  'reserving' | 'held' | 'confirming' | 'confirmed' | 'releasing' | 'released' | 'rejected' | 'cancelled';

export interface StockReservation {
  /** The caller's reservationId (an order's id): one document per id makes repeats harmless. */
  _id: string;
  status: ReservationStatus;
  /** What was asked for. What was actually taken is in the products' `holds`. */
  lines: { productId: Types.ObjectId; quantity: number }[];
  /** A held reservation nobody confirmed or released by then is settled by the stock sweeper. */
  expiresAt: Date;
  /** Why it was rejected, repeated to a caller who retries the same id. */
  reason?: string;
  reasonCode?: string;
  reasonStatus?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const stockReservationSchema = new Schema<StockReservation>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    lines: {
      type: [
        new Schema(
          { productId: { type: Schema.Types.ObjectId, required: true }, quantity: { type: Number, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
    expiresAt: { type: Date, required: true },
    reason: String,
    reasonCode: String,
    reasonStatus: Number,
  },
  { timestamps: true, collection: 'stock_reservations' },
);
stockReservationSchema.index({ status: 1, expiresAt: 1 });
