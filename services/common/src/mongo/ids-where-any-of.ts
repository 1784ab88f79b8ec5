import type { FilterQuery, Model } from 'mongoose';

/**
 * The ids of at most `limit` documents matching `filter` whose `field` is any of `values`, asked as
 * one equality query per value. FerretDB filters an equality in PostgreSQL but answers `$in` by reading
 * and decoding the whole collection (half a second for 6,000 reservations); on MongoDB the few indexed
 * queries cost about what one would. For periodic sweeps over collections that only grow.
 */
export async function idsWhereAnyOf<T, Id = unknown>(
  model: Model<T>,
  field: string,
  values: readonly string[],
  filter: FilterQuery<T>,
  limit: number,
): Promise<Id[]> {
  const found = await Promise.all(
    values.map((value) =>
      model
        .find({ ...filter, [field]: value } as FilterQuery<T>, { _id: 1 })
        .limit(limit)
        .lean<{ _id: Id }[]>(),
    ),
  );
  return found
    .flat()
    .slice(0, limit)
    .map((document) => document._id);
}
