import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { CreatedBlocks } from './created-blocks';
import { FerretDbOrderPages } from './ferretdb-order-pages';
import { MongoDbOrderPages } from './mongodb-order-pages';
import { BLOCK_SIZE } from './order-buckets';
import { orderPagesContract } from './order-pages.contract-suite';

const MONGO_URL = process.env.MONGO_URL ?? `mongodb://127.0.0.1:${process.env.MONGO_PORT ?? 27017}`;
// Block numbers of its own (the prefix): each run numbers its ten minutes from 1, whatever ran before.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `test-${randomUUID()}:` });

afterAll(() => redis.quit());

/**
 * Both engines' OrderPages against the real FerretDB (order-pages.contract-suite.ts). MongoDB's plain
 * sorted queries are exact on FerretDB too, only slow at scale; FerretDB's bucket pages must read no
 * more than the two blocks that can hold a page. order-pages.mongodb-contract-spec.ts runs the same
 * suite for MongoDB's pages on a MongoDB server.
 */
describe.each([
  ['FerretDB', 'ferretdb'],
  ['MongoDB', 'mongodb'],
] as const)('%s order pages', (_name, engine) => {
  orderPagesContract({
    engine,
    connect: () => mongoose.createConnection(MONGO_URL, { dbName: `test_order_pages_${engine}` }).asPromise(),
    pages: (orders, counters) =>
      engine === 'ferretdb'
        ? new FerretDbOrderPages(orders, counters, new CreatedBlocks(redis))
        : new MongoDbOrderPages(orders),
    ordersReadPerPage: engine === 'ferretdb' ? 2 * BLOCK_SIZE : undefined,
  });
});
