import type { Model } from 'mongoose';
import { RecordLocks } from '../stock/record-locks';
import { productLock } from '../stock/stock.service';

/**
 * The product model as the outbox relay sees it: its updates (pulling published events off a
 * product) take the product's lock. FerretDB rewrites the whole document on every update, so an
 * unguarded pull racing a stock change or a rename would silently undo it.
 */
export function lockedForRelay<T>(products: Model<T>, locks: RecordLocks): Model<T> {
  return new Proxy(products, {
    get(target, property, receiver) {
      if (property !== 'updateOne') return Reflect.get(target, property, receiver);
      return (filter: { _id: unknown }, update: object) =>
        locks.withLock(productLock(String(filter._id)), async () => {
          await target.updateOne(filter as never, update as never);
        });
    },
  });
}
