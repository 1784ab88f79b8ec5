import Redis from 'ioredis';
import mongoose from 'mongoose';
import { DocumentLocks } from '../redis/document-locks';
import { Counter, counterSchema, documentWritesRaces } from './document-writes.contract-suite';
import { FerretDbDocumentWrites } from './ferretdb-document-writes';
import { MongoDbDocumentWrites } from './mongodb-document-writes';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

/**
 * Both DocumentWrites against the real FerretDB and Redis. FerretDB's races run here (the shared suite,
 * document-writes.contract-suite.ts); MongoDB's, against a MongoDB server, in
 * document-writes.mongodb-contract-spec.ts: here its logic is checked with one writer at a time.
 */
describe('DocumentWrites (real FerretDB and Redis)', () => {
  let connection: mongoose.Connection;
  let counters: mongoose.Model<Counter>;
  let redis: Redis;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_document_writes' }).asPromise();
    counters = connection.model<Counter>('Counter', counterSchema());
    await counters.deleteMany({});
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  documentWritesRaces({
    engine: 'FerretDB',
    how: 'each runs under the lock',
    writes: () => new FerretDbDocumentWrites(new DocumentLocks(redis)),
    counters: () => counters,
  });

  it('MongoDB: a rewrite whose document was written since it was read is computed again from the new state', async () => {
    const writes = new MongoDbDocumentWrites();
    // Written long ago, so the other writer's updatedAt certainly differs from the one read.
    await counters.collection.insertOne({ _id: 'mongo', count: 0, notes: [], updatedAt: new Date(0) } as never);
    // Another writer lands between the rewrite's read and its compare-and-set, once.
    const realFindById = counters.findById.bind(counters);
    let reads = 0;
    jest.spyOn(counters, 'findById').mockImplementation(((id: string) => {
      const query = realFindById(id);
      if (++reads > 1) return query;
      return {
        lean: async () => {
          const read = await query.lean();
          await counters.updateOne({ _id: 'mongo' }, { $set: { count: 10 }, $push: { notes: 'other' } });
          return read;
        },
      };
    }) as never);
    const wrote = await writes.rewrite<Counter>(counters, 'mongo', (doc) => ({
      $set: { count: doc.count + 1, notes: [...doc.notes, 'mine'] },
    }));
    jest.restoreAllMocks();
    expect(wrote).toBe(true);
    const counter = await counters.findById('mongo').lean();
    expect(reads).toBe(2);
    expect(counter?.count).toBe(11);
    expect(counter?.notes).toEqual(['other', 'mine']);
  });

  it('both: a rewrite of a missing document, or one with nothing to change, writes nothing', async () => {
    for (const writes of [new MongoDbDocumentWrites(), new FerretDbDocumentWrites(new DocumentLocks(redis))]) {
      expect(await writes.rewrite<Counter>(counters, 'missing', () => ({ $set: { count: 1 } }))).toBe(false);
      await counters.create({ _id: `same-${writes.constructor.name}`, count: 3, notes: [] });
      expect(await writes.rewrite<Counter>(counters, `same-${writes.constructor.name}`, () => undefined)).toBe(false);
    }
    expect(await counters.exists({ _id: 'missing' })).toBeNull();
  });
});
