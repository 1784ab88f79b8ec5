import mongoose from 'mongoose';
import { Counter, counterSchema, documentWritesRaces } from './document-writes.contract-suite';
import { MongoDbDocumentWrites } from './mongodb-document-writes';

// The MongoDB server the contract runs against (docs/testing.md); its set-up fails without it (jest.preset.js).
const MONGODB_URL = process.env.MONGODB_CONTRACT_URL!;

/**
 * MongoDbDocumentWrites against a real MongoDB: the races FerretDbDocumentWrites passes in
 * document-writes.integration-spec.ts, which FerretDB cannot run for MongoDB's implementation (its
 * conditional updates are not atomic). Leaves nothing on the server: its database is dropped.
 */
describe('DocumentWrites (real MongoDB)', () => {
  let connection: mongoose.Connection;
  let counters: mongoose.Model<Counter>;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGODB_URL, { dbName: 'test_document_writes_contract' }).asPromise();
    counters = connection.model<Counter>('Counter', counterSchema());
    await counters.deleteMany({});
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  documentWritesRaces({
    engine: 'MongoDB',
    how: 'each a compare-and-set on updatedAt, computed again when it loses',
    writes: () => new MongoDbDocumentWrites(),
    counters: () => counters,
  });
});
