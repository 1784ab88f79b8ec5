import { MongoDbDocumentWrites } from '@shop/common';
import Redis from 'ioredis';
import mongoose from 'mongoose';
import { MongoDbStockStore } from './mongodb-stock-store';
import { productWritesFor, stockStoreContract } from './stock-store.contract-suite';

// The MongoDB server the contract runs against (docs/testing.md); its set-up fails without it (jest.preset.js).
const MONGODB_URL = process.env.MONGODB_CONTRACT_URL!;
const connect = () => mongoose.createConnection(MONGODB_URL, { dbName: 'test_stock_store_contract' }).asPromise();

/**
 * MongoDbStockStore against a real MongoDB, races included: the assertions both stores pass in
 * stock-stores.integration-spec.ts, where FerretDB runs MongoDB's store one writer at a time only.
 * The stock cache entries go to REDIS_URL, under a prefix of their own (no shop key is touched).
 */
describe('MongoDB stock store (real MongoDB)', () => {
  stockStoreContract({
    connect,
    redis: () => new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: 'mongodb-contract:' }),
    store: (products, redis, relay) =>
      new MongoDbStockStore(products, productWritesFor(products, new MongoDbDocumentWrites(), relay, redis)),
    races: true,
  });
});

// Leaves nothing on the server: after the suite has closed its connection, its database is dropped.
afterAll(async () => {
  const connection = await connect();
  await connection.dropDatabase();
  await connection.close();
});
