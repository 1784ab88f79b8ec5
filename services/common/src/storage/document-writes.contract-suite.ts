import { Model, Schema } from 'mongoose';
import { DocumentWrites } from './document-writes';

export interface Counter {
  _id: string;
  count: number;
  notes: string[];
}

/** The suites' counters, with timestamps as every schema of the services (MongoDB's rewrite compares updatedAt). */
export const counterSchema = () =>
  new Schema<Counter>({ _id: String, count: Number, notes: [String] }, { timestamps: true, collection: 'counters' });

export interface DocumentWritesRaces {
  /** The engine, first in each test's name; `how` ends the name: how the engine keeps the promise. */
  engine: string;
  how: string;
  /** A writer for one test (the writers racing in it share it). */
  writes: () => DocumentWrites;
  counters: () => Model<Counter>;
}

/**
 * What DocumentWrites promises when writers of one document race, registered in the caller's describe:
 * document-writes.integration-spec.ts runs it on FerretDB, document-writes.mongodb-contract-spec.ts on
 * MongoDB, so each engine's implementation is held to the very same assertions.
 */
export function documentWritesRaces({ engine, how, writes, counters }: DocumentWritesRaces) {
  it(`${engine}: concurrent read-and-rewrites of one document lose nothing (${how})`, async () => {
    const [writer, id] = [writes(), `${engine}-rewrites`];
    await counters().create({ _id: id, count: 0, notes: [] });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writer.rewrite<Counter>(counters(), id, (doc) => ({
          $set: { count: doc.count + 1, notes: [...doc.notes, `n${i}`] },
        })),
      ),
    );
    const counter = await counters().findById(id).lean();
    expect(counter?.count).toBe(8);
    expect(counter?.notes).toHaveLength(8);
  });

  it(`${engine}: racing conditional updates of one document, each under atomically(), apply as if one at a time`, async () => {
    const [writer, id] = [writes(), `${engine}-conditional`];
    await counters().create({ _id: id, count: 1, notes: [] });
    // Without its lock FerretDB 1.24 lets several of these through (services/README.md, "Storage seam").
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        writer.atomically(counters(), id, () =>
          counters().updateOne({ _id: id, count: { $gte: 1 } }, { $inc: { count: -1 }, $push: { notes: `n${i}` } }),
        ),
      ),
    );
    expect(results.filter((result) => result.modifiedCount === 1)).toHaveLength(1);
    const counter = await counters().findById(id).lean();
    expect(counter?.count).toBe(0);
    expect(counter?.notes).toHaveLength(1);
  });

  it(`${engine}: updates under atomically() racing read-and-rewrites of the same document lose nothing`, async () => {
    const [writer, id] = [writes(), `${engine}-mixed`];
    await counters().create({ _id: id, count: 0, notes: [] });
    const names = Array.from({ length: 8 }, (_, i) => (i % 2 ? `update-${i}` : `rewrite-${i}`));
    await Promise.all(
      names.map((name) =>
        name.startsWith('update')
          ? writer.atomically(counters(), id, () =>
              counters().updateOne({ _id: id }, { $inc: { count: 1 }, $push: { notes: name } }),
            )
          : writer.rewrite<Counter>(counters(), id, (doc) => ({
              $set: { count: doc.count + 1, notes: [...doc.notes, name] },
            })),
      ),
    );
    const counter = await counters().findById(id).lean();
    expect(counter?.count).toBe(8);
    expect([...(counter?.notes ?? [])].sort()).toEqual([...names].sort());
  });
}
