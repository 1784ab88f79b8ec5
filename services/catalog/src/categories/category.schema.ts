import { Schema, Types } from 'mongoose';

export const CATEGORY_MODEL = 'Category';

export interface Category {
  _id: Types.ObjectId;
  name: string;
  /** Lower-cased name: unique, and the sort key (FerretDB has no collation). */
  nameKey: string;
  image: string;
  /** Moved on by every admin save (shared/admin-save.ts); absent on documents saved before: 0. */
  revision?: number;
  createdAt: Date;
  updatedAt: Date;
}

export const categorySchema = new Schema<Category>(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true, unique: true },
    image: { type: String, default: '' },
    revision: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'categories' },
);
