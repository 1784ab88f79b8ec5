import type { Model, MongooseQueryMiddleware, Query, Schema } from 'mongoose';
import type { DocumentWrites } from '../storage/document-writes';

/**
 * A top-level flag on every document whose outbox may hold events, so the relay finds them by an
 * indexed equality. `{'outbox.0': {$exists: true}}` is served by no index on FerretDB (it hands
 * PostgreSQL only equalities of top-level fields): each sweep read and decoded the whole collection
 * (at 1,000,000 orders, FerretDB busy 64% of a core with the shop idle). `{outboxPending: true}` is
 * handed down and served by the GIN twin of the declared index (deploy/local/ferretdb-equality-indexes.sql),
 * on MongoDB by the index itself.
 *
 * Set in the very write that queues an event (the schema's middleware below), cleared by the relay
 * once the outbox is empty: the flag may be set with nothing waiting (a sweep then clears it), never
 * missing while an event waits.
 */
export const OUTBOX_PENDING = 'outboxPending';

/** Whether an update (as given to updateOne and the like) queues at least one event. */
export function queuesEvents(update: Record<string, any>): boolean {
  const pushed = update.$push?.outbox;
  if (pushed !== undefined) {
    const each = pushed !== null && typeof pushed === 'object' && '$each' in pushed ? pushed.$each : undefined;
    return each === undefined || (Array.isArray(each) && each.length > 0);
  }
  const replaced = update.$set?.outbox ?? update.outbox;
  return Array.isArray(replaced) && replaced.length > 0;
}

const UPDATES: MongooseQueryMiddleware[] = ['updateOne', 'updateMany', 'findOneAndUpdate'];

/** Adds the flag, its index and the middleware that sets it to a schema whose documents carry an outbox. */
export function flagPendingOutboxes(schema: Schema): void {
  schema.add({ [OUTBOX_PENDING]: Boolean });
  schema.index({ [OUTBOX_PENDING]: 1 });
  schema.pre(UPDATES, function (this: Query<unknown, unknown>) {
    const update = this.getUpdate();
    if (update && !Array.isArray(update) && queuesEvents(update)) this.set(OUTBOX_PENDING, true);
  });
  schema.pre('save', function () {
    if ((this.get('outbox') as unknown[] | undefined)?.length) this.set(OUTBOX_PENDING, true);
  });
  schema.pre('insertMany', function (next: (error?: Error) => void, documents: unknown) {
    for (const document of [documents].flat() as Record<string, unknown>[])
      if (Array.isArray(document?.outbox) && document.outbox.length) document[OUTBOX_PENDING] = true;
    next();
  });
}

/**
 * Clears the flag once the outbox is empty. Conditional, and atomic with respect to the document's
 * other writes (on FerretDB under its lock, like the relay's pulls): an event queued meanwhile sets
 * the flag in its own write and leaves `outbox.0`, so the flag stays.
 */
export function clearOutboxPending(model: Model<any>, id: unknown, writes?: DocumentWrites): Promise<unknown> {
  const clear = () =>
    model.collection.updateOne({ _id: id, [OUTBOX_PENDING]: true, 'outbox.0': { $exists: false } } as never, {
      $unset: { [OUTBOX_PENDING]: '' },
    });
  return writes ? writes.atomically(model, id, clear) : clear();
}

/** Where the relay notes the collections whose documents from before the flag it has flagged. */
const FLAGGED = 'outboxflagged';

/**
 * Flags, once per collection, the documents that hold events but were written before the flag
 * existed (a broker outage during the upgrade would otherwise strand their events). This reads the
 * whole collection once; a note in the service's database keeps it from running again.
 */
export async function flagOutboxesFromBefore(model: Model<any>, writes?: DocumentWrites): Promise<void> {
  const notes = model.db.collection<{ _id: string; at: Date }>(FLAGGED);
  const collection = model.collection.name;
  if (await notes.findOne({ _id: collection })) return;
  const waiting = await model.collection
    .find({ 'outbox.0': { $exists: true }, [OUTBOX_PENDING]: { $exists: false } }, { projection: { _id: 1 } })
    .toArray();
  for (const { _id } of waiting) {
    const flag = () =>
      model.collection.updateOne({ _id, 'outbox.0': { $exists: true } }, { $set: { [OUTBOX_PENDING]: true } });
    await (writes ? writes.atomically(model, _id, flag) : flag());
  }
  await notes.updateOne({ _id: collection }, { $set: { at: new Date() } }, { upsert: true });
}
