import mongoose from 'mongoose';
import { MongoDbOrderPages } from './mongodb-order-pages';
import { orderPagesContract } from './order-pages.contract-suite';

// The MongoDB server the contract runs against (docs/testing.md); its set-up fails without it (jest.preset.js).
const MONGODB_URL = process.env.MONGODB_CONTRACT_URL!;
const connect = () => mongoose.createConnection(MONGODB_URL, { dbName: 'test_order_pages_contract' }).asPromise();

/**
 * MongoDbOrderPages against a real MongoDB, with its indexes: the assertions both engines' pages pass
 * on FerretDB in order-pages.integration-spec.ts.
 */
describe('MongoDB order pages (real MongoDB)', () => {
  orderPagesContract({ engine: 'mongodb', connect, pages: (orders) => new MongoDbOrderPages(orders) });
});

// Leaves nothing on the server: after the suite has closed its connection, its database is dropped.
afterAll(async () => {
  const connection = await connect();
  await connection.dropDatabase();
  await connection.close();
});
