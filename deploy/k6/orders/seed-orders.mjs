// Stores a year of order history straight into the order service's database (insertMany in batches
// through the MongoDB driver, as fast as FerretDB takes them), for the orders-at-scale benchmark.
// The shoppers who log in during the benchmark are registered through the gateway like any shopper;
// the other customers exist only on their orders (name, e-mail, mobile and address are copied onto
// every order at checkout, so nothing reads them elsewhere). Writes what it made to a state file the
// benchmark reads: the shoppers' log-ins, what to search for, the counts.
//
// node deploy/k6/orders/seed-orders.mjs --orders 1000000 [--customers 4000] [--seed 19] [--batch 1000]
//   [--parallel 2] [--state <file>] [--reset | --force] [--people-out <file>]
// The stack up (gateway, identity, catalog), the order service best stopped (nothing else should write
// orders meanwhile, and its sweeps would compete for the machine); MONGO_URL and GATEWAY_PORT from the env.
// --reset drops the orders and their counters first, --force adds a history to orders already there.
// --people-out writes the customers (ids, names, e-mails, mobiles, addresses) as JSON lines, for
// deploy/scale/seed-people.mjs to store as the identity and address services' users and addresses.
// --check only answers (exit code 0) whether the state file describes this history (same size and
// seed) and the database still holds its orders.
import mongoose from 'mongoose';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { orderHistory } from './order-history.mjs';
import { OrderTally, storeCounts } from './order-counters.mjs';
import { SearchSamples, storedOrders } from './stored-order.mjs';

const require = createRequire(import.meta.url);
const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    customers: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '19' },
    batch: { type: 'string', default: '1000' },
    parallel: { type: 'string', default: '2' },
    state: { type: 'string', default: `${process.env.SHOP_DATA_DIR ?? '.'}/orders-at-scale.json` },
    force: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    'people-out': { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const GATEWAY_URL = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const DATABASE = `${process.env.MONGO_DB_PREFIX ?? ''}order`;
const SERVICE_DIST = new URL('../../../services/order/dist/', import.meta.url);
const ENGINE = process.env.MONGO_ENGINE ?? 'ferretdb';
/** The order service's collections this writes, with the schema (on this engine) that declares each one's indexes. */
const COLLECTIONS = [
  { name: 'orders', schema: ['orders/order.schema.js', (module) => module.orderSchemaFor(ENGINE)] },
  { name: 'ordercounters', schema: ['counters/order-counter.schema.js', (module) => module.OrderCounterSchema] },
  { name: 'ordercountedchanges' },
];
/** Shoppers who log in: one with a history like most regular customers, one who orders all the time. */
const SHOPPERS = [
  { role: 'normal', name: 'Bench Regular', email: 'bench-regular@orders-at-scale.test', orders: 30 },
  { role: 'heavy', name: 'Bench Heavy Buyer', email: 'bench-heavy@orders-at-scale.test', orders: 300 },
];
export const SHOPPER_PASSWORD = 'Bench-pass-19';

async function call(method, path, body, token) {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/** Every published product of the catalogue, for the order lines (the demo catalogue after npm start). */
async function catalogue() {
  const products = [];
  for (let page = 1; ; page++) {
    const { status, body } = await call('POST', '/api/product/get', { page, limit: 100 });
    if (status !== 200) throw new Error(`product/get answered ${status}: ${body.message}`);
    products.push(...body.data.map(({ _id, name, image, price, discount }) => ({ _id, name, image, price, discount })));
    // The service may answer fewer than asked a page (it caps the page size): the page count says when to stop.
    if (page >= body.totalNoPage) break;
  }
  if (!products.length) throw new Error('the catalogue is empty: start the stack with npm start');
  return products;
}

/** Registers the shopper (unless an earlier run did) and answers their user id. */
async function registeredShopper(shopper) {
  const { email, name } = shopper;
  const password = SHOPPER_PASSWORD;
  const registered = await call('POST', '/api/user/register', { name, email, password, confirmPassword: password });
  if (![200, 201, 400, 409].includes(registered.status))
    throw new Error(`register ${email}: ${registered.status} ${registered.body.message}`);
  const login = await call('POST', '/api/user/login', { email, password });
  if (login.status !== 200) throw new Error(`login ${email}: ${login.status} ${login.body.message}`);
  const me = await call('GET', '/api/user/user-details', undefined, login.body.data.accesstoken);
  return { ...shopper, userId: me.body.data._id, mobile: me.body.data.mobile ? String(me.body.data.mobile) : '' };
}

/**
 * Drops the collections and declares their indexes again as the service's schemas do (read from its
 * build), so the orders go into indexed collections as they would have on the service's own start.
 */
async function reset(database) {
  for (const { name, schema } of COLLECTIONS) {
    await database
      .collection(name)
      .drop()
      .catch(() => undefined);
    if (!schema || !existsSync(new URL(schema[0], SERVICE_DIST))) continue;
    const indexes = schema[1](require(fileURLToPath(new URL(schema[0], SERVICE_DIST)))).indexes();
    await database.createCollection(name);
    for (const [keys, options] of indexes) await database.collection(name).createIndex(keys, options);
  }
}

const say = (message) => process.stderr.write(`  ${message}\n`);

/** Whether the state file describes the history asked for and the database still holds it. */
async function alreadySeeded() {
  if (!existsSync(args.state)) return false;
  const state = JSON.parse(readFileSync(args.state, 'utf8'));
  if (state.orders !== ORDERS || state.seed !== Number(args.seed) || state.database !== DATABASE) return false;
  const client = await mongoose.mongo.MongoClient.connect(MONGO_URL, { serverSelectionTimeoutMS: 5_000 });
  try {
    const orders = client.db(DATABASE).collection('orders');
    return Boolean(await orders.findOne({ orderId: state.search.orderNo }, { projection: { _id: 1 } }));
  } finally {
    await client.close();
  }
}

async function main() {
  if (args.check) {
    if (await alreadySeeded()) return say(`${ORDERS} orders already seeded (${args.state})`);
    say(`${ORDERS} orders not seeded yet`);
    process.exitCode = 1;
    return;
  }
  const products = await catalogue();
  say(`${products.length} products in the catalogue`);
  const shoppers = [];
  for (const shopper of SHOPPERS) shoppers.push(await registeredShopper(shopper));
  say(`shoppers who log in: ${shoppers.map((shopper) => shopper.email).join(', ')}`);
  const client = await mongoose.mongo.MongoClient.connect(MONGO_URL, { serverSelectionTimeoutMS: 5_000 });
  try {
    const database = client.db(DATABASE);
    if (args.reset) {
      await reset(database);
      say(`${DATABASE}: orders and counters dropped, indexes declared again`);
    }
    const orders = database.collection('orders');
    // One document is enough to know (FerretDB counts a collection by reading all of it).
    const empty = !(await orders.findOne({}, { projection: { _id: 1 } }));
    if (!empty && !args.force)
      throw new Error(`${DATABASE}.orders already holds orders: --reset replaces them, --force adds to them`);
    // Seeded orders queue no events: the relay need not read them all once for events queued before
    // its outboxPending flag existed (services/common/src/messaging/outbox-pending.ts).
    if (empty)
      await database
        .collection('outboxflagged')
        .updateOne({ _id: 'orders' }, { $set: { at: new Date() } }, { upsert: true });
    const now = Date.now();
    const history = orderHistory({
      orders: ORDERS,
      customers: Number(args.customers),
      seed: Number(args.seed),
      now,
      products,
      shoppers,
    });
    if (args['people-out']) {
      writeFileSync(args['people-out'], history.customers.map((customer) => JSON.stringify(customer)).join('\n'));
      say(`${history.customers.length} customers written to ${args['people-out']}`);
    }
    const tally = new OrderTally();
    const searches = new SearchSamples();
    const statuses = {};
    const samples = new Map(shoppers.map((shopper) => [shopper.userId, []]));
    const started = performance.now();
    let stored = 0;
    let lastReport = 0;
    const inFlight = new Set();
    const toStoredOrder = storedOrders();
    for (const batch of history.batches(Number(args.batch))) {
      const documents = batch.map(toStoredOrder);
      for (const document of documents) {
        tally.add(document);
        statuses[document.status] = (statuses[document.status] ?? 0) + 1;
      }
      for (const order of batch) {
        // Only the shop's orders (ever PLACED or PAID): the others are not listed nor searched.
        if (!order.statusHistory.some((step) => step.status === 'PLACED' || step.status === 'PAID')) continue;
        searches.add(order);
        samples.get(order.customer.userId)?.push({ _id: order._id, orderId: order.orderId });
      }
      const insert = orders
        .insertMany(documents, { ordered: false })
        .then(() => (stored += batch.length))
        .finally(() => inFlight.delete(insert));
      inFlight.add(insert);
      if (inFlight.size >= Number(args.parallel)) await Promise.race(inFlight);
      if (stored - lastReport >= 50_000 || stored === ORDERS) {
        lastReport = stored;
        const seconds = (performance.now() - started) / 1000;
        say(`${stored} orders stored, ${Math.round(stored / seconds)}/s`);
      }
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    say('counting the orders into the order lists and the overview');
    const counters = await storeCounts(database, tally);
    const ownOrders = (shopper) => samples.get(shopper.userId);
    const email = SearchSamples.typicalAndLargest(searches.byEmail);
    const pincode = SearchSamples.typicalAndLargest(searches.byPincode);
    const middle = ownOrders(shoppers[0])[Math.floor(ownOrders(shoppers[0]).length / 2)];
    const state = {
      orders: ORDERS,
      customers: Number(args.customers),
      seed: Number(args.seed),
      seededAt: new Date(now).toISOString(),
      database: DATABASE,
      insert: {
        seconds: Math.round(seconds),
        perSecond: Math.round(ORDERS / seconds),
        batch: Number(args.batch),
        parallel: Number(args.parallel),
      },
      statuses,
      counters,
      shoppers: shoppers.map((shopper) => ({
        role: shopper.role,
        email: shopper.email,
        password: SHOPPER_PASSWORD,
        userId: shopper.userId,
        orders: ownOrders(shopper).length,
        sampleOrder: ownOrders(shopper).at(-1),
      })),
      search: {
        orderNo: middle.orderId,
        email: { typical: email.typical, largest: email.largest },
        pincode: { typical: pincode.typical, largest: pincode.largest },
      },
    };
    writeFileSync(args.state, `${JSON.stringify(state, null, 2)}\n`);
    process.stderr.write(
      `  ${ORDERS} orders in ${state.insert.seconds} s (${state.insert.perSecond}/s); state in ${args.state}\n`,
    );
  } finally {
    await client.close();
  }
}

await main();
