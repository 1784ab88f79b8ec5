import type { DocumentWrites } from '@shop/common';
import { Model, Schema, Types } from 'mongoose';

/** A category or sub-category as products and sub-categories carry it: its id and (denormalised) name. */
export interface NamedRef {
  _id: Types.ObjectId;
  name: string;
}

export const namedRefSchema = new Schema<NamedRef>(
  { _id: { type: Schema.Types.ObjectId, required: true }, name: { type: String, required: true } },
  { _id: false },
);

/** How names are compared and sorted: case-insensitively, with spacing normalised. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The referenced documents, in the order asked for, as {_id, name}; unknown ids are listed in `missing`. */
export async function resolveRefs(
  model: Model<any>,
  ids: Types.ObjectId[],
): Promise<{ refs: NamedRef[]; missing: string[] }> {
  const unique = [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
  const found = await model.find({ _id: { $in: unique } }, { name: 1 }).lean<NamedRef[]>();
  const byId = new Map(found.map((doc) => [String(doc._id), doc]));
  return {
    refs: unique
      .filter((id) => byId.has(id.toHexString()))
      .map((id) => ({ _id: id, name: byId.get(id.toHexString())!.name })),
    missing: unique.filter((id) => !byId.has(id.toHexString())).map((id) => id.toHexString()),
  };
}

const PARALLEL_RENAMES = 8;

/**
 * Rewrites the embedded name of a renamed category in every sub-category carrying it (a short collection:
 * products follow in the background, ProductRefs). Each array is rebuilt in code from a fresh read of the
 * document (FerretDB has neither positional updates nor array filters), as one read-and-rewrite (DocumentWrites).
 */
export async function renameRefs(
  writes: DocumentWrites,
  model: Model<any>,
  field: string,
  id: Types.ObjectId,
  name: string,
): Promise<number> {
  const carriers = (await model.find({ [`${field}._id`]: id }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>()).map(
    (doc) => doc._id,
  );
  const rename = (docId: Types.ObjectId) =>
    writes.rewrite<Record<string, any>>(model, docId, (doc) => ({
      $set: { [field]: (doc[field] as NamedRef[]).map((ref) => (ref._id.equals(id) ? { _id: ref._id, name } : ref)) },
    }));
  for (let start = 0; start < carriers.length; start += PARALLEL_RENAMES) {
    await Promise.all(carriers.slice(start, start + PARALLEL_RENAMES).map(rename));
  }
  return carriers.length;
}
