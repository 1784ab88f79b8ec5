// The counts the order service keeps beside its orders (services/order/src/counters), made by the
// service's own OrderTally (from its build) from the stored orders, so they agree with them: the order
// lists page through their buckets by them and the overview reads its days from them. Inserted as
// they are when there are no counters yet; otherwise added to the counts there (upserts of `$inc`), so
// a history added to an existing one (--force) is counted too. FerretDB reads and rewrites a document
// for each upsert (about 20 ms each here): a million orders make hundreds of thousands of counters,
// hours of upserts, and minutes of inserts.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const SERVICE_DIST = new URL('../../../services/order/dist/', import.meta.url);
export const { OrderTally } = require(fileURLToPath(new URL('counters/order-tally.js', SERVICE_DIST)));

const COLLECTION = 'ordercounters';
const BATCH = 1_000;
const UPDATE_BATCH = 25;

/** A counter document as `$inc` of its numbers (dotted paths) and `$setOnInsert` of the rest. */
function increment({ _id, ...document }) {
  const inc = {};
  const fields = {};
  const walk = (value, path) => {
    if (typeof value === 'number') inc[path] = value;
    else for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
  };
  for (const [key, value] of Object.entries(document)) {
    if (typeof value === 'string') fields[key] = value;
    else walk(value, key);
  }
  return { updateOne: { filter: { _id }, update: { $inc: inc, $setOnInsert: fields }, upsert: true } };
}

/** Adds the tally's counts to the service's counters; answers what was written. */
export async function storeCounts(database, tally) {
  const documents = tally.documents();
  const counters = database.collection(COLLECTION);
  const first = (await counters.estimatedDocumentCount()) === 0;
  // Updates 25 at a time: FerretDB 1.24 takes a PostgreSQL connection for every update of a batch at
  // once, and a batch larger than its pool (50) waits for a connection for ever (ordered or not).
  const size = first ? BATCH : UPDATE_BATCH;
  for (let start = 0; start < documents.length; start += size) {
    const batch = documents.slice(start, start + size);
    if (first) await counters.insertMany(batch, { ordered: false });
    else await counters.bulkWrite(batch.map(increment));
  }
  const status = documents.find((document) => document._id === 'status');
  return { collection: COLLECTION, documents: documents.length, byStatus: status?.counts ?? {} };
}
