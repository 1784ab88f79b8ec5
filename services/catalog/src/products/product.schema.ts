import { SELL_BY, SellBy, withOutbox } from '@shop/common';
import { Schema, Types } from 'mongoose';
import { NamedRef, namedRefSchema } from '../shared/named-ref';

export const PRODUCT_MODEL = 'Product';

/**
 * Units held per reservation id. Keyed by the id rather than listed, so that taking, handing back and
 * selling are each one update with plain field conditions (`holds.<id>`), which both MongoDB and
 * FerretDB evaluate (FerretDB's updates cannot filter through arrays). Reservation ids are word
 * characters and dashes only, so they are safe as field names.
 */
export type StockHolds = Record<string, number>;

/**
 * Units put back on the shelf per restock id (a cancelled order's id), written in the same update as
 * the stock they add: a restock repeated after a crash or a redelivered event finds its record and adds
 * nothing. Records are dropped once the restock is settled (see RestockService), so the map stays small.
 */
export type StockRestocks = Record<string, number>;

export interface Product {
  _id: Types.ObjectId;
  name: string;
  image: string[];
  category: NamedRef[];
  subCategory: NamedRef[];
  unit: string;
  /** Whole units, or grams for a product sold by weight. */
  stock: number;
  /** Per unit, or per kg for a product sold by weight. */
  price: number;
  /** Percent off the price, 0..100. */
  discount: number;
  /** 'weight': sold by the kg in whole steps between a minimum and a maximum (grams); absent on older products: 'unit'. */
  sellBy?: SellBy;
  weightStepGrams?: number;
  weightMinGrams?: number;
  weightMaxGrams?: number;
  description: string;
  more_details: Record<string, string>;
  publish: boolean;
  /**
   * Sold at no charge on purpose (a sample, a gift): only then may a checkout total 0 (issue 33, item 10).
   * Absent on products saved before the flag: not free.
   */
  free?: boolean;
  /**
   * Moved on by every admin save (shared/admin-save.ts), never by a sale: a save naming the revision
   * its admin loaded is refused when another admin saved meanwhile. Absent on products saved before: 0.
   */
  revision?: number;
  /**
   * Units taken by stock reservations not yet confirmed or released, written in the same update as
   * the stock they took: what a reservation holds is known exactly even if the catalog dies mid-way.
   */
  holds?: StockHolds;
  /** Units given back by cancelled orders, until their restock is settled (see StockRestocks). */
  restocks?: StockRestocks;
  /**
   * Bumped by every write that changes the stock: the stock cache entry is only ever replaced by a
   * newer version, so writers that finish out of order (MongoDB needs no lock) never leave it stale.
   */
  stockVersion?: number;
  /** Moved on by every write that announces product.updated; the event carries it (ProductSnapshot.version). */
  version?: number;
  /** Set when deleted; the document stays until its product.deleted event has left the outbox. */
  deletedAt?: Date;
  /**
   * Set with deletedAt: the purge finds the deleted products by this indexed equality (FerretDB hands
   * PostgreSQL equalities only; `deletedAt: {$exists: true}` read the whole catalogue).
   */
  purgeDue?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const productSchema = withOutbox(
  new Schema<Product>(
    {
      name: { type: String, required: true },
      image: { type: [String], default: [] },
      category: { type: [namedRefSchema], default: [] },
      subCategory: { type: [namedRefSchema], default: [] },
      unit: { type: String, default: '' },
      stock: { type: Number, default: 0, min: 0 },
      price: { type: Number, required: true, min: 0 },
      discount: { type: Number, default: 0, min: 0, max: 100 },
      sellBy: { type: String, enum: SELL_BY, default: 'unit' },
      weightStepGrams: { type: Number },
      weightMinGrams: { type: Number },
      weightMaxGrams: { type: Number },
      description: { type: String, default: '' },
      more_details: { type: Schema.Types.Mixed, default: {} },
      publish: { type: Boolean, default: true },
      free: { type: Boolean, default: false },
      revision: { type: Number, default: 0 },
      holds: { type: Map, of: Number, default: undefined },
      restocks: { type: Map, of: Number, default: undefined },
      stockVersion: { type: Number },
      version: { type: Number },
      deletedAt: { type: Date },
      purgeDue: { type: Boolean },
    },
    { timestamps: true, collection: 'products', minimize: false },
  ),
);
productSchema.index({ createdAt: -1 });
productSchema.index({ 'category._id': 1, createdAt: -1 });
productSchema.index({ 'subCategory._id': 1, createdAt: -1 });
productSchema.index({ purgeDue: 1 });

/** Products not deleted (a deleted one lingers only until its event is published). */
export const LIVE = { deletedAt: { $exists: false } } as const;

/** Fields the API never shows (deletedAt is read, checked and dropped in code; stockVersion by the cache). */
export const INTERNAL_FIELDS = {
  version: 0,
  outbox: 0,
  outboxPending: 0,
  holds: 0,
  restocks: 0,
  // Search keywords earlier versions stored (search is now search/product-search-index.ts, in memory).
  nameTokens: 0,
  detailTokens: 0,
  purgeDue: 0,
  __v: 0,
} as const;
