import { Schema, Types } from 'mongoose';
import { NamedRef, namedRefSchema } from '../shared/named-ref';

export const SUB_CATEGORY_MODEL = 'SubCategory';

export interface SubCategory {
  _id: Types.ObjectId;
  name: string;
  nameKey: string;
  image: string;
  category: NamedRef[];
  createdAt: Date;
  updatedAt: Date;
}

export const subCategorySchema = new Schema<SubCategory>(
  {
    name: { type: String, required: true },
    nameKey: { type: String, required: true, index: true },
    image: { type: String, default: '' },
    category: { type: [namedRefSchema], default: [] },
  },
  { timestamps: true, collection: 'subcategories' },
);
subCategorySchema.index({ 'category._id': 1 });
