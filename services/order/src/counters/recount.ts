import { Logger } from '@nestjs/common';
import mongoose, { AnyBulkWriteOperation } from 'mongoose';
import { keyDaysOf, slotOf } from '../orders/order-buckets';
import { searchKeysOf } from '../orders/order-search-keys';
import { Order, OrderSchema } from '../orders/order.schema';
import { OrderCounter, OrderCounterSchema } from './order-counter.schema';
import { OrderTally } from './order-tally';

/**
 * Rebuilds the order counters from the stored orders, once, for a store filled without the order
 * service or written by an older one (npm run recount -w @shop/order, with the stack's MONGO_URL and
 * MONGO_DB_PREFIX). Orders stored before they had their list buckets (`createdSlot`, `keyDays`,
 * `searchKeys`) get them. Reads every order once: run it with the order service stopped.
 */
const logger = new Logger('Recount');

async function recount(): Promise<void> {
  const url = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  const connection = await mongoose
    .createConnection(url, { dbName: `${process.env.MONGO_DB_PREFIX ?? ''}order` })
    .asPromise();
  const orders = connection.model<Order>(Order.name, OrderSchema);
  const counters = connection.model<OrderCounter>(OrderCounter.name, OrderCounterSchema);
  const tally = new OrderTally();
  let read = 0;
  let completed = 0;
  let completions: AnyBulkWriteOperation<Order>[] = [];
  const complete = async () => {
    if (completions.length) await orders.bulkWrite(completions, { ordered: false });
    completed += completions.length;
    completions = [];
  };
  const fields = { outbox: 0, items: 0 } as const;
  for await (const order of orders.find({}, fields).lean<Order>().cursor({ batchSize: 2_000 })) {
    tally.add(order);
    if (!order.createdSlot || !order.keyDays?.length) {
      completions.push({
        updateOne: {
          filter: { _id: order._id },
          update: {
            $set: { createdSlot: slotOf(order.createdAt), keyDays: keyDaysOf(order), searchKeys: searchKeysOf(order) },
            $unset: { createdHour: '' },
          },
        },
      });
      if (completions.length === 500) await complete();
    }
    if (++read % 100_000 === 0) logger.log(`recount: ${read} orders read`);
  }
  await complete();
  const documents = tally.documents();
  await counters.deleteMany({});
  for (let start = 0; start < documents.length; start += 500)
    await counters.collection.insertMany(documents.slice(start, start + 500) as never[]);
  logger.log(
    `recount: ${read} orders (${completed} given their list buckets), ${documents.length} counter documents written`,
  );
  await connection.close();
}

void recount().catch((error: Error) => {
  logger.error(`recount failed: ${error.message}`);
  process.exit(1);
});
