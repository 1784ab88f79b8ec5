import mongoose from 'mongoose';
import { embeddedChanges } from './embedded-changes';

describe('embeddedChanges', () => {
  it('sets the keys added or changed and unsets the keys gone, each by its own path', () => {
    expect(embeddedChanges('holds', { a: 1, b: 2, c: 3 }, { b: 2, c: 4, d: 1 })).toEqual({
      set: { 'holds.c': 4, 'holds.d': 1 },
      unset: { 'holds.a': '' },
    });
    expect(embeddedChanges('holds', undefined, { a: 1 })).toEqual({ set: { 'holds.a': 1 }, unset: undefined });
    expect(embeddedChanges('holds', { a: 1 }, { a: 1 })).toEqual({ set: {}, unset: undefined });
  });

  // FerretDB compares embedded documents by their values alone: a whole `$set` of { b: 1 } over { a: 1 } is skipped.
  it('renames a key whose value stays the same, on the real database', async () => {
    const connection = await mongoose
      .createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', { dbName: 'test_embedded_changes' })
      .asPromise();
    try {
      const things = connection.collection('things');
      const { insertedId } = await things.insertOne({ details: { Color: 'red', Size: 'M' } });
      const { set, unset } = embeddedChanges('details', { Color: 'red', Size: 'M' }, { Colour: 'red', Size: 'M' });
      await things.updateOne({ _id: insertedId }, { $set: set, ...(unset && { $unset: unset }) });
      expect((await things.findOne({ _id: insertedId }))?.details).toEqual({ Size: 'M', Colour: 'red' });
    } finally {
      await connection.dropDatabase();
      await connection.close();
    }
  });
});
