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
}
