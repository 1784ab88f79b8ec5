import type { Model } from 'mongoose';
import { RecordBusy } from '../errors/common.errors';
import { DocumentWrites, Rewrite } from './document-writes';

/** A rewrite that keeps losing to other writers gives up after this many tries. */
const REWRITE_ATTEMPTS = 10;

/**
 * MongoDB: a single-document update is atomic, so it needs no lock. A read-and-rewrite is a
 * compare-and-set on `updatedAt` (every schema here has timestamps, and every update moves it): the
 * write applies only if nobody wrote the document since it was read, else it is computed again.
 */
export class MongoDbDocumentWrites extends DocumentWrites {
  atomically<R>(_model: Model<any>, _id: unknown, write: () => Promise<R>): Promise<R> {
    return write();
  }

  async rewrite<T>(model: Model<any>, id: unknown, change: Rewrite<T>, fields?: Record<string, 1>): Promise<boolean> {
    for (let attempt = 0; attempt < REWRITE_ATTEMPTS; attempt++) {
      const document = await model.findById(id, fields && { ...fields, updatedAt: 1 }).lean<T & { updatedAt?: Date }>();
      const update = document ? change(document) : undefined;
      if (!document || !update) return false;
      const { matchedCount } = await model.updateOne({ _id: id, updatedAt: document.updatedAt }, update);
      if (matchedCount === 1) return true;
    }
    throw new RecordBusy();
  }
}
