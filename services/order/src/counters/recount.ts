import { Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { blockOf, keyDaysOf, slotOf } from '../orders/order-buckets';
import { searchKeysOf } from '../orders/order-search-keys';
import { Order, OrderSchema } from '../orders/order.schema';
import { OrderCounter, OrderCounterSchema } from './order-counter.schema';
import { OrderTally } from './order-tally';

/**
 * Rebuilds the order counters from the stored orders, once, for a store filled without the order
 * service or written by an older one (npm run recount -w @shop/order, with the stack's MONGO_URL and
 * MONGO_DB_PREFIX, MONGO_ENGINE). Orders stored before they had their search keys (`searchKeys`) get
 * them, and on FerretDB their list buckets (`createdBlock`, `keyDays`) and the buckets' counts too
 * (FerretDbOrderPages; MongoDB's pages need neither). Reads every order twice on FerretDB, once on
 * MongoDB: run it with the order service stopped.
 */
const logger = new Logger('Recount');

/**
 * Updates are written 25 at a time: FerretDB 1.24 takes a PostgreSQL connection for every update of a
 * batch at once, and a batch larger than its pool (50) waits for a connection for ever (measured:
 * 186 updates in one bulkWrite hung with all 50 connections taken, ordered or not).
 */
const UPDATE_BATCH = 25;

/** The driver's own writes: a field the schema no longer has (`createdSlot`) must still be unset. */
type Write = mongoose.mongo.AnyBulkWriteOperation;

async function recount(): Promise<void> {
  const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  const connection = await mongoose
    .createConnection(url, { dbName: `${process.env.MONGO_DB_PREFIX ?? ''}order` })
    .asPromise();
  const orders = connection.model<Order>(Order.name, OrderSchema);
  const counters = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
  const bucketed = (process.env.MONGO_ENGINE ?? 'ferretdb') === 'ferretdb';
  const blocked = bucketed ? await giveBlocks(orders) : 0;
  const tally = bucketed ? new OrderTally() : new OrderTally(() => []);
  let read = 0;
  let completed = 0;
  let completions: Write[] = [];
  const complete = async () => {
    if (completions.length) await orders.collection.bulkWrite(completions);
    completed += completions.length;
    completions = [];
  };
  const fields = { outbox: 0, items: 0 } as const;
  for await (const order of orders.find({}, fields).lean<Order>().cursor({ batchSize: 2_000 })) {
    tally.add(order);
    if (bucketed ? !order.keyDays?.length : !order.searchKeys?.length) {
      const keys = { searchKeys: searchKeysOf(order), ...(bucketed ? { keyDays: keyDaysOf(order) } : {}) };
      completions.push({
        updateOne: {
          filter: { _id: order._id },
          update: { $set: keys, $unset: { createdHour: '' } },
        },
      });
      if (completions.length === UPDATE_BATCH) await complete();
    }
    if (++read % 100_000 === 0) logger.log(`recount: ${read} orders read`);
  }
  await complete();
  const documents = tally.documents();
  await counters.deleteMany({});
  for (let start = 0; start < documents.length; start += 500)
    await counters.collection.insertMany(documents.slice(start, start + 500) as never[]);
  logger.log(
    `recount: ${read} orders (${blocked} given their block, ${completed} their keys), ${documents.length} counter documents written`,
  );
  await connection.close();
}

/**
 * Gives every order without a block (Order.createdBlock) its block: numbered within its ten minutes
 * in the order created, after any numbered already. Answers how many it gave.
 */
async function giveBlocks(orders: mongoose.Model<Order>): Promise<number> {
  const bySlot = new Map<string, { _id: Order['_id']; createdAt: Date }[]>();
  const numbered = new Map<string, number>();
  const fields = { createdAt: 1, createdBlock: 1 } as const;
  for await (const order of orders.find({}, fields).lean<Order>().cursor({ batchSize: 2_000 })) {
    const slot = slotOf(order.createdAt);
    if (order.createdBlock) numbered.set(slot, (numbered.get(slot) ?? 0) + 1);
    else {
      const unblocked = bySlot.get(slot) ?? [];
      unblocked.push({ _id: order._id, createdAt: order.createdAt });
      bySlot.set(slot, unblocked);
    }
  }
  let given = 0;
  let writes: Write[] = [];
  for (const [slot, unblocked] of bySlot) {
    unblocked.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (const [at, { _id }] of unblocked.entries()) {
      const createdBlock = blockOf(slot, (numbered.get(slot) ?? 0) + at + 1);
      writes.push({ updateOne: { filter: { _id }, update: { $set: { createdBlock }, $unset: { createdSlot: '' } } } });
      if (writes.length === UPDATE_BATCH) {
        await orders.collection.bulkWrite(writes);
        writes = [];
      }
      given += 1;
    }
  }
  if (writes.length) await orders.collection.bulkWrite(writes);
  return given;
}

void recount().catch((error: Error) => {
  logger.error(`recount failed: ${error.message}`);
  process.exit(1);
});
