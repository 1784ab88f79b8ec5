import type { Model } from 'mongoose';
import { DocumentLocks, lockKey } from '../redis/document-locks';
import { DocumentWrites, Rewrite } from './document-writes';

/** FerretDB: every write of a document, and every read-and-rewrite, runs under that document's lock. */
export class FerretDbDocumentWrites extends DocumentWrites {
  constructor(private readonly locks: DocumentLocks) {
    super();
  }

  atomically<R>(model: Model<any>, id: unknown, write: () => Promise<R>): Promise<R> {
    return this.locks.withLock(lockKey(model.collection.name, id), write);
  }

  rewrite<T>(model: Model<any>, id: unknown, change: Rewrite<T>, fields?: Record<string, 1>): Promise<boolean> {
    return this.atomically(model, id, async () => {
      const document = await model.findById(id, fields).lean<T>();
      const update = document ? change(document) : undefined;
      if (!update) return false;
      await model.updateOne({ _id: id }, update);
      return true;
    });
  }
}
