// Stores the customers of a seeded order history (seed-orders.mjs --people-out) as what they are in the
// shop: users in the identity service's database and their addresses in the address service's, with the
// same ids the orders carry, each collection indexed as the service's schema declares (read from its build).
// Every customer can log in with SCALE_PASSWORD (one bcrypt hash, computed once).
//
// node deploy/scale/seed-people.mjs --from <customers.jsonl> [--batch 2000] [--reset]
// The customers' e-mails are on example.test (order-history.mjs). --reset first removes those users and
// every address; without it, a database that already holds them or any address is left alone (exit 1).
import bcrypt from 'bcryptjs';
import { SingleBar } from 'cli-progress';
import mongoose from 'mongoose';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';

const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: {
    from: { type: 'string' },
    batch: { type: 'string', default: '2000' },
    reset: { type: 'boolean', default: false },
  },
});
if (!args.from) throw new Error('--from <customers.jsonl> is required (seed-orders.mjs --people-out)');
export const SCALE_PASSWORD = 'Scale-pass-21';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const PREFIX = process.env.MONGO_DB_PREFIX ?? '';
const BATCH = Number(args.batch);
const schemaOf = (service, file, name) =>
  require(fileURLToPath(new URL(`../../services/${service}/dist/${file}`, import.meta.url)))[name];

/** Declares the schema's indexes on the collection, as the service does when it starts. */
async function declareIndexes(collection, schema) {
  for (const [keys, options] of schema.indexes()) await collection.createIndex(keys, options);
}

async function* customers(file) {
  for await (const line of createInterface({ input: createReadStream(file) })) if (line) yield JSON.parse(line);
}

async function main() {
  const client = await mongoose.mongo.MongoClient.connect(MONGO_URL, { serverSelectionTimeoutMS: 5_000 });
  try {
    const users = client.db(`${PREFIX}identity`).collection('users');
    const addresses = client.db(`${PREFIX}address`).collection('addresses');
    const seeded = { email: /@example\.test$/ };
    if (args.reset) {
      await users.deleteMany(seeded);
      await addresses.drop().catch(() => undefined);
    }
    const shopper = await users.findOne(seeded, { projection: { _id: 1 } });
    const address = await addresses.findOne({}, { projection: { _id: 1 } });
    if (shopper || address) {
      process.stderr.write('  customers or addresses are stored already: --reset replaces them\n');
      process.exitCode = 1;
      return;
    }
    await declareIndexes(users, schemaOf('identity', 'users/user.schema.js', 'UserSchema'));
    await declareIndexes(addresses, schemaOf('address', 'address/address.schema.js', 'AddressSchema'));
    const password = await bcrypt.hash(SCALE_PASSWORD, 10);

    const bar = new SingleBar({
      format: '  people {bar} {value} users, {addresses} addresses, {rate} users/s',
      hideCursor: true,
    });
    bar.start(0, 0, { addresses: 0, rate: 0 });
    const started = performance.now();
    let userBatch = [];
    let addressBatch = [];
    let stored = 0;
    let storedAddresses = 0;
    const flush = async () => {
      await Promise.all([
        userBatch.length && users.insertMany(userBatch, { ordered: false }),
        addressBatch.length && addresses.insertMany(addressBatch, { ordered: false }),
      ]);
      stored += userBatch.length;
      storedAddresses += addressBatch.length;
      userBatch = [];
      addressBatch = [];
      const seconds = (performance.now() - started) / 1000;
      bar.setTotal(stored);
      bar.update(stored, { addresses: storedAddresses, rate: Math.round(stored / seconds) });
    };
    const joined = new Date(Date.now() - 400 * 24 * 3600 * 1000);
    for await (const customer of customers(args.from)) {
      const _id = new mongoose.Types.ObjectId(customer.userId);
      userBatch.push({
        _id,
        name: customer.name,
        email: customer.email,
        password,
        avatar: '',
        mobile: customer.mobile,
        verify_email: true,
        last_login_date: null,
        status: 'Active',
        address_details: customer.addresses.map((entry) => entry._id),
        shopping_cart: [],
        orderHistory: [],
        role: 'USER',
        outbox: [],
        createdAt: joined,
        updatedAt: joined,
      });
      for (const { _id: addressId, ...fields } of customer.addresses) {
        addressBatch.push({
          _id: new mongoose.Types.ObjectId(addressId),
          userId: customer.userId,
          ...fields,
          status: true,
          createdAt: joined,
          updatedAt: joined,
        });
      }
      if (userBatch.length >= BATCH) await flush();
    }
    await flush();
    bar.stop();
    const seconds = Math.round((performance.now() - started) / 1000);
    process.stderr.write(
      `  ${stored} users and ${storedAddresses} addresses in ${seconds} s (password ${SCALE_PASSWORD})\n`,
    );
  } finally {
    await client.close();
  }
}

await main();
