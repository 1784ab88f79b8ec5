// Starts a test run on empty test stores: drops every database named test_* (the services' databases
// under MONGO_DB_PREFIX=test_ and the integration specs' own) and empties the test Redis database, so
// fixtures of earlier runs never pile up nor leak into this one. The demo shop's data is not touched.
const mongoose = require('mongoose');
const Redis = require('ioredis');

const PREFIX = 'test_';

async function main() {
  const { MONGO_URL, REDIS_URL, TEST_REDIS_URL } = process.env;
  const redisUrl = TEST_REDIS_URL || REDIS_URL;
  if (!MONGO_URL || !redisUrl) throw new Error('MONGO_URL and REDIS_URL (or TEST_REDIS_URL) must be set');
  if (!/\/[1-9]\d*$/.test(redisUrl))
    throw new Error(`refusing to flush ${redisUrl}: tests use a numbered database, not 0`);

  const connection = await mongoose.createConnection(MONGO_URL).asPromise();
  try {
    const { databases } = await connection.db.admin().listDatabases({ nameOnly: true });
    const names = databases.map(({ name }) => name).filter((name) => name.startsWith(PREFIX));
    for (const name of names) await connection.useDb(name).dropDatabase();
    console.log(`dropped ${names.length} test databases${names.length ? `: ${names.join(', ')}` : ''}`);
  } finally {
    await connection.close();
  }

  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
    console.log(`emptied ${redisUrl.replace(/\/\/[^@]*@/, '//')}`);
  } finally {
    redis.disconnect();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
