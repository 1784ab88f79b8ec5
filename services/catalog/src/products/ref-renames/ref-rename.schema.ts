import { Schema, Types } from 'mongoose';

export const REF_RENAME_MODEL = 'RefRename';

export type RenamedRef = 'category' | 'subCategory';

/**
 * A category or sub-category renamed whose products still carry the old name: the products follow in
 * the background (ProductRefs), so a rename answers at once however many products carry it. One per
 * renamed ref (`<field>:<id>`); a second rename before the first is done replaces the name to write.
 */
export interface RefRename {
  _id: string;
  field: RenamedRef;
  refId: Types.ObjectId;
  name: string;
  /** True until every product carrying the ref has the name (the job's index: only what is due is read). */
  pending: boolean;
  /** Products rewritten so far, of `total` carrying the ref: what the admin sees. */
  done: number;
  total: number;
  createdAt: Date;
  updatedAt: Date;
}

export const refRenameSchema = new Schema<RefRename>(
  {
    _id: { type: String, required: true },
    field: { type: String, required: true, enum: ['category', 'subCategory'] },
    refId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true },
    pending: { type: Boolean, required: true },
    done: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
  },
  { timestamps: true, collection: 'ref_renames' },
);
refRenameSchema.index({ pending: 1 });

export const renameId = (field: RenamedRef, refId: Types.ObjectId) => `${field}:${refId.toHexString()}`;
