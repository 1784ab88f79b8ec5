import { DocumentWrites, DomainError } from '@shop/common';
import type { Model, Types } from 'mongoose';

/** A document admins edit: `revision` moves on with every admin save (never with a sale). */
export interface Revised {
  revision?: number;
}

/** Documents saved before revisions existed are at revision 0. */
export function revisionOf(document: Revised): number {
  return document.revision ?? 0;
}

/** The document as answered: with its revision, which an admin save names to be guarded. */
export function withRevision<T extends Revised>(document: T): T & { revision: number } {
  return { ...document, revision: revisionOf(document) };
}

/**
 * The one guarded admin save of a document: read and rewritten with no other write in between
 * (DocumentWrites), refused with `stale(current)` when the caller named a revision that is no longer
 * the document's (an unguarded save, without one, is the spec's call and applies as before), and moving
 * the revision on. `change` answers the update, a refusal of its own, or undefined when the document is
 * gone. Answers the document as read before the write; undefined when there is none.
 */
export async function adminSave<T extends Revised>(
  writes: DocumentWrites,
  model: Model<any>,
  id: Types.ObjectId,
  seenRevision: number | undefined,
  stale: (current: T) => DomainError,
  change: (document: T) => { $set?: Record<string, unknown>; [operator: string]: unknown } | DomainError | undefined,
  fields?: Record<string, 1>,
): Promise<T | undefined> {
  let refusal: DomainError | undefined;
  let before: T | undefined;
  await writes.rewrite<T>(
    model,
    id,
    (document) => {
      // Computed afresh on every attempt (MongoDB's rewrite retries on a write in between).
      [refusal, before] = [undefined, undefined];
      if (seenRevision !== undefined && revisionOf(document) !== seenRevision) {
        refusal = stale(document);
        return undefined;
      }
      const update = change(document);
      if (update instanceof DomainError) refusal = update;
      if (!update || update instanceof DomainError) return undefined;
      before = document;
      return { ...update, $set: { ...update.$set, revision: revisionOf(document) + 1 } };
    },
    fields && { ...fields, revision: 1 },
  );
  if (refusal) throw refusal;
  return before;
}
