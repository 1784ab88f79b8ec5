import { Schema, Types } from 'mongoose';

export const CATEGORY_MODEL = 'Category';

export interface Category {
  _id: Types.ObjectId;
  name: string;
  /** Lower-cased name: unique, and the sort key (FerretDB has no collation). */
  nameKey: string;
  image: string;
  createdAt: Date;
  updatedAt: Date;
}

export const categorySchema = new Schema<Category>(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true, unique: true },
    image: { type: String, default: '' },
  },
  { timestamps: true, collection: 'categories' },
);
