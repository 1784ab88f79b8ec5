import type { FilterQuery, Model } from 'mongoose';

/**
 * How the engine is asked for documents whose field is any of a few values (see MongoEngine). MongoDB
 * answers `$in` from an index; FerretDB 1.24 answers it by reading and decoding the whole collection
 * (half a second for 6,000 reservations) while it filters an equality in PostgreSQL. For periodic
 * sweeps over collections that only grow.
 */
export abstract class DocumentReads {
  /** The ids of at most `limit` documents matching `filter` whose `field` is any of `values`. */
  abstract idsWhereAnyOf<T, Id = unknown>(
    model: Model<T>,
    field: string,
    values: readonly string[],
    filter: FilterQuery<T>,
    limit: number,
  ): Promise<Id[]>;
}

/** MongoDB: one `$in` query, served by the field's index. */
export class MongoDbDocumentReads extends DocumentReads {
  async idsWhereAnyOf<T, Id = unknown>(
    model: Model<T>,
    field: string,
    values: readonly string[],
    filter: FilterQuery<T>,
    limit: number,
  ): Promise<Id[]> {
    const found = await model
      .find({ ...filter, [field]: { $in: values } } as FilterQuery<T>, { _id: 1 })
      .limit(limit)
      .lean<{ _id: Id }[]>();
    return found.map((document) => document._id);
  }
}

/** FerretDB: one equality query per value, each filtered in PostgreSQL. */
export class FerretDbDocumentReads extends DocumentReads {
  async idsWhereAnyOf<T, Id = unknown>(
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
}
