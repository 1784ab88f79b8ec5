import { DocumentLocks, FerretDbDocumentWrites, MongoDbDocumentWrites } from '@shop/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import { StockEntries } from '../cache/stock-entries';
import { StockRank } from '../cache/stock-rank';
import { FerretDbStockStore } from './ferretdb-stock-store';
import { MongoDbStockStore } from './mongodb-stock-store';
import { productWritesFor, stockStoreContract } from './stock-store.contract-suite';

// Keys of its own: the running catalog's stock rank (the admins' stock levels) never sees this spec's products.
const OWN_KEYS = { keyPrefix: `test-${randomUUID()}:` };

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

/**
 * Both StockStores against the real FerretDB and Redis (stock-store.contract-suite.ts). The MongoDB store's
 * logic is checked here with one writer at a time: FerretDB applies its conditional updates non-atomically,
 * so its races run against a MongoDB server, in stock-stores.mongodb-contract-spec.ts.
 */
describe.each([
  ['FerretDB', 'ferretdb'],
  ['MongoDB (one writer at a time)', 'mongodb'],
] as const)('%s stock store', (_name, engine) => {
  stockStoreContract({
    connect: () => mongoose.createConnection(MONGO_URL, { dbName: `test_stock_store_${engine}` }).asPromise(),
    redis: () => new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS),
    store: (products, redis, relay) =>
      engine === 'ferretdb'
        ? new FerretDbStockStore(
            productWritesFor(products, new FerretDbDocumentWrites(new DocumentLocks(redis)), relay, redis),
          )
        : new MongoDbStockStore(products, productWritesFor(products, new MongoDbDocumentWrites(), relay, redis)),
    races: engine === 'ferretdb',
  });
});

describe('stock cache entries', () => {
  it('rank products by stock for stock-level reads, following only newer versions', async () => {
    // Keys of their own (the prefix), so the rank holds only this test's products.
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `test-${randomUUID()}:` });
    const [stock, rank] = [new StockEntries(redis), new StockRank(redis)];
    const [low, lower, high] = [1, 2, 3].map(() => new Types.ObjectId().toHexString());
    await stock.setStock(low, 4, 1);
    await stock.setStock(lower, 1, 1);
    await stock.setStock(high, 50, 1);
    await stock.setStock(low, 40, 0);
    expect(await rank.stockPage(['-inf', 10], 'asc', 0, 5)).toEqual({
      ranked: [
        [lower, 1],
        [low, 4],
      ],
      total: 2,
    });
    expect(await rank.stockPage(['-inf', 10], 'asc', 0, 1)).toEqual({ ranked: [[lower, 1]], total: 2 });
    expect(await rank.stockPage(['-inf', '+inf'], 'desc', 1, 1)).toEqual({ ranked: [[low, 4]], total: 3 });
    expect(
      await rank.stockCounts([
        ['(1', 10],
        ['-inf', 1],
      ]),
    ).toEqual([1, 1]);
    // A product read by a scan is ranked by the entry in force when it is missing from the rank.
    await redis.zrem('catalog:stock-rank', low);
    await stock.rankStock([{ _id: low, stock: 99, stockVersion: 0 }], [lower]);
    expect((await rank.stockPage(['-inf', 10], 'asc', 0, 5)).ranked).toEqual([[low, 4]]);
    await redis.del('catalog:stock-rank', ...[low, lower, high].map((id) => `catalog:stock:${id}`));
    await redis.quit();
  });

  it('are replaced only by a newer stock version', async () => {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', OWN_KEYS);
    const stock = new StockEntries(redis);
    const id = new Types.ObjectId().toHexString();
    await stock.setStock(id, 7, 4);
    await stock.setStock(id, 9, 3);
    await stock.setStock(id, 9, 4);
    expect(await redis.get(`catalog:stock:${id}`)).toBe('4:7');
    await stock.setStock(id, 6, 5);
    expect(await redis.get(`catalog:stock:${id}`)).toBe('5:6');
    await redis.quit();
  });
});
