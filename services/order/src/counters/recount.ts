import { Logger } from '@nestjs/common';
import mongoose from 'mongoose';
import { Order, OrderSchema } from '../orders/order.schema';
import { OrderCounter, OrderCounterSchema } from './order-counter.schema';
import { OrderTally } from './order-tally';

/**
 * Rebuilds the order counters from the stored orders, once, for a store filled without the order
 * service (npm run recount -w @shop/order, with the stack's MONGO_URL and MONGO_DB_PREFIX). Reads
 * every order once: run it after seeding, with the order service stopped.
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
  const fields = { status: 1, createdAt: 1, createdHour: 1, placedAt: 1, statusHistory: 1, totalAmt: 1 };
  for await (const order of orders.find({}, fields).lean<Order>().cursor({ batchSize: 2_000 })) {
    tally.add(order);
    if (++read % 100_000 === 0) logger.log(`recount: ${read} orders read`);
  }
  const documents = tally.documents();
  await counters.deleteMany({});
  for (let start = 0; start < documents.length; start += 500)
    await counters.collection.insertMany(documents.slice(start, start + 500) as never[]);
  logger.log(`recount: ${read} orders, ${documents.length} counter documents written`);
  await connection.close();
}

void recount().catch((error: Error) => {
  logger.error(`recount failed: ${error.message}`);
  process.exit(1);
});
