import { Schema, Types } from 'mongoose';

export const STOCK_RESTOCK_MODEL = 'StockRestock';

/**
 * restocking → restocked → settled, or restocking → skipped. One document per cancelled order: its
 * lines' units go back to the shelf once (each product records them under the order's id in the same
 * write as the stock, see StockRestocks), then it is `restocked`; once no repeat of the event can still
 * be under way, the products' records are dropped and it is `settled`, which a redelivered event finds.
 * `skipped`: the order's reservation was released instead (its units went back that way).
 */
export type RestockStatus = 'restocking' | 'restocked' | 'settled' | 'skipped';

export interface StockRestock {
  /** The cancelled order's id, also the key of each product's record of what it gave back. */
  _id: string;
  status: RestockStatus;
  /** What the order held per product (merged), so an interrupted restock is finished without the event. */
  lines: { productId: Types.ObjectId; quantity: number }[];
  createdAt: Date;
  updatedAt: Date;
}

export const stockRestockSchema = new Schema<StockRestock>(
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
  },
  { timestamps: true, collection: 'stock_restocks' },
);
// The sweeper asks one status at a time (an equality FerretDB filters in PostgreSQL), oldest change first.
stockRestockSchema.index({ status: 1, updatedAt: 1 });
