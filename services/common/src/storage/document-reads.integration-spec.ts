import mongoose, { Schema } from 'mongoose';
import { FerretDbDocumentReads, MongoDbDocumentReads } from './document-reads';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

interface Task {
  _id: string;
  status: string;
  due: number;
}

/** Both engines' DocumentReads against the real FerretDB: the same documents either way (MongoDB's `$in` is exact here, only slow at scale). */
describe.each([
  ['FerretDB', new FerretDbDocumentReads()],
  ['MongoDB', new MongoDbDocumentReads()],
])('DocumentReads (%s) on the real FerretDB', (_engine, reads) => {
  let connection: mongoose.Connection;
  let tasks: mongoose.Model<Task>;

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_document_reads' }).asPromise();
    tasks = connection.model<Task>('Task', new Schema<Task>({ _id: String, status: String, due: Number }));
    await tasks.deleteMany({});
    await tasks.insertMany([
      { _id: 'a', status: 'held', due: 1 },
      { _id: 'b', status: 'taking', due: 1 },
      { _id: 'c', status: 'giving', due: 9 },
      { _id: 'd', status: 'done', due: 1 },
      { _id: 'e', status: 'giving', due: 2 },
    ]);
  });

  afterAll(() => connection.close());

  it('finds the documents whose field is any of the values and that match the filter', async () => {
    const ids = await reads.idsWhereAnyOf<Task, string>(tasks, 'status', ['taking', 'giving'], { due: { $lt: 5 } }, 10);
    expect(ids.sort()).toEqual(['b', 'e']);
  });

  it('answers at most `limit` ids, and none for no values', async () => {
    expect(await reads.idsWhereAnyOf<Task, string>(tasks, 'status', ['held', 'taking', 'giving'], {}, 2)).toHaveLength(
      2,
    );
    expect(await reads.idsWhereAnyOf<Task, string>(tasks, 'status', [], {}, 10)).toEqual([]);
  });
});
