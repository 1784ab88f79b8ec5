import mongoose from 'mongoose';
import { maxPoolSizeFor } from './mongo-engine';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
/** identity, catalog, cart, address, order and payment each open one connection to the engine. */
const SERVICES = 6;
const AT_ONCE = 300;

/**
 * The services' connections, opened as the core module opens them. With the driver's default pool
 * (100 connections each), six services sending 300 updates each at once left FerretDB 1.24 answering
 * nothing, the whole shop with it: every handler held one PostgreSQL connection and waited for a
 * second (see maxPoolSizeFor; two runs out of two).
 */
describe('the services’ connections to FerretDB (real FerretDB)', () => {
  let connections: mongoose.Connection[];

  beforeAll(async () => {
    connections = await Promise.all(
      Array.from({ length: SERVICES }, (_, service) =>
        mongoose
          .createConnection(MONGO_URL, {
            dbName: `test_mongo_engine_${service}`,
            maxPoolSize: maxPoolSizeFor('ferretdb'),
          })
          .asPromise(),
      ),
    );
    for (const connection of connections) {
      await connection.collection('things').deleteMany({});
      await connection.collection('things').insertMany(Array.from({ length: AT_ONCE }, (_, n) => ({ n, v: 0 })));
    }
  });

  afterAll(async () => {
    for (const connection of connections) await connection.dropDatabase();
    await Promise.all(connections.map((connection) => connection.close()));
  });

  it(`keep it answering when every service sends ${AT_ONCE} updates at once`, async () => {
    const things = connections.map((connection) => connection.collection<{ n: number; v: number }>('things'));
    for (let round = 0; round < 2; round++)
      await Promise.all(
        things.flatMap((collection) =>
          Array.from({ length: AT_ONCE }, (_, n) => collection.updateOne({ n }, { $inc: { v: 1 } })),
        ),
      );
    for (const collection of things) expect(await collection.countDocuments({ v: 2 })).toBe(AT_ONCE);
  }, 60_000);
});
