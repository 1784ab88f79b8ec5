// The counts the order service keeps beside its orders (services/order/src/counters), made by the
// service's own OrderTally (from its build) from the stored orders, so they agree with them: the order
// lists page through their buckets by them and the overview reads its days from them. Added to
// whatever counts are there (upserts of `$inc`), so a history added to an existing one (--force) is
// counted too.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const SERVICE_DIST = new URL('../../../services/order/dist/', import.meta.url);
export const { OrderTally } = require(fileURLToPath(new URL('counters/order-tally.js', SERVICE_DIST)));

const COLLECTION = 'ordercounters';
const BATCH = 1_000;

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
  for (let start = 0; start < documents.length; start += BATCH)
    await database
      .collection(COLLECTION)
      .bulkWrite(documents.slice(start, start + BATCH).map(increment), { ordered: false });
  const status = documents.find((document) => document._id === 'status');
  return { collection: COLLECTION, documents: documents.length, byStatus: status?.counts ?? {} };
}
