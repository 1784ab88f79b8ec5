import type { Model } from 'mongoose';

/** The document as read, plus the update to write; undefined writes nothing. */
export type Rewrite<T> = (document: T) => Record<string, unknown> | undefined;

/**
 * How one document is changed safely on the configured engine (see MongoEngine).
 *
 * MongoDB applies each single-document update atomically, its filter included: `updateOne({ _id,
 * status: 'OPEN' }, ...)` changes the document only if it is OPEN at that moment. FerretDB 1.24 does
 * not (it reads, changes and rewrites the whole document, so two writers can undo each other, and
 * eight racing `$gte`/`$inc` decrements of a stock of 1 all succeed: measured), so there each write
 * runs under the document's lock. Services state what they need, not how the engine provides it.
 */
export abstract class DocumentWrites {
  /**
   * Runs `write`, which must be one update of the document `id` of `model` (its filter may carry
   * conditions), so that it applies atomically with respect to every other write of that document.
   */
  abstract atomically<R>(model: Model<any>, id: unknown, write: () => Promise<R>): Promise<R>;

  /**
   * Reads the document, computes an update from it and writes it, with no other write of that
   * document in between. Answers whether it wrote (false: no such document, or nothing to change).
   * With `fields`, only those are read: the engine decodes less of a large document.
   */
  abstract rewrite<T>(model: Model<any>, id: unknown, change: Rewrite<T>, fields?: Record<string, 1>): Promise<boolean>;
}
