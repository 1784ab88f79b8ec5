import { Schema, Types } from 'mongoose';
import { NamedRef, namedRefSchema } from '../shared/named-ref';

export const SUB_CATEGORY_MODEL = 'SubCategory';

export interface SubCategory {
  _id: Types.ObjectId;
  name: string;
  nameKey: string;
  image: string;
  /** Moved on by every admin save (shared/admin-save.ts); absent on documents saved before: 0. */
  revision?: number;
  category: NamedRef[];
  createdAt: Date;
  updatedAt: Date;
}

export const subCategorySchema = new Schema<SubCategory>(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true, index: true },
    image: { type: String, default: '' },
    revision: { type: Number, default: 0 },
    category: { type: [namedRefSchema], default: [] },
  },
  { timestamps: true, collection: 'subcategories' },
);
subCategorySchema.index({ 'category._id': 1 });
