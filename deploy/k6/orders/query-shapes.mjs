// What FerretDB makes of each query the order service issues for the fulfilment reads and in the
// background, asked of FerretDB itself (its `explain`: which part of the filter it hands PostgreSQL, and
// PostgreSQL's plan for that, without running it). Safe on any size: nothing is read. The shapes are
// those of services/order/src (orders.service.ts, order-changes.service.ts, admin/admin-order-queries.ts,
// counters/order-counters.ts) and common's outbox relay; values come from the seeded history (STATE).
//
// STATE=<seed-orders state file> OUT=<file> node query-shapes.mjs
import mongoose from 'mongoose';
import { readFileSync, writeFileSync } from 'node:fs';

const STATE = JSON.parse(readFileSync(process.env.STATE, 'utf8'));
const shopper = STATE.shoppers.find((candidate) => candidate.role === 'normal');
const now = new Date(Date.now() - 3_600_000).toISOString();
const slot = now.slice(0, 15);
const block = `${slot}#00000`;
const day = now.slice(0, 10);
const month = day.slice(0, 7);
const { ObjectId } = mongoose.mongo;
const buckets = (list, parent) => ({ _id: `buckets|${list}|${parent}` });
const userList = `user:${shopper.userId}`;
const email = STATE.search.email.typical[0];

/** [what issues it, collection, filter, sort?, limit?] */
const SHAPES = [
  ['shopper order-list, all', 'orders', { userId: shopper.userId }, { createdAt: -1, _id: -1 }],
  ['shopper order-list, a page: the months', 'ordercounters', buckets(userList, '')],
  ['shopper order-list, a page: a month’s days', 'ordercounters', buckets(userList, month)],
  ['shopper order-list, a page: one day’s orders', 'orders', { keyDays: `${userList}@${day}` }],
  ['shopper details by id', 'orders', { _id: new ObjectId(shopper.sampleOrder._id), userId: shopper.userId }],
  ['shopper details by Order No', 'orders', { orderId: shopper.sampleOrder.orderId, userId: shopper.userId }],
  ['admin list: the months', 'ordercounters', buckets('', '')],
  ['admin list: a month’s days', 'ordercounters', buckets('', month)],
  ['admin list: a day’s ten minutes', 'ordercounters', buckets('', day)],
  ['admin list: ten minutes’ blocks', 'ordercounters', buckets('', slot)],
  ['admin list: a block’s orders', 'orders', { createdBlock: block }],
  ['admin list: a block’s orders of a status', 'orders', { createdBlock: block, status: 'PACKED' }],
  ['admin search: Order No', 'orders', { searchKeys: STATE.search.orderNo }],
  ['admin search: is it a list (e-mail)', 'ordercounters', buckets(email, '')],
  ['admin search: one day of an e-mail', 'orders', { keyDays: `${email}@${day}` }],
  ['admin summary: orders by status', 'ordercounters', { _id: 'status' }],
  ['admin summary: a month’s days', 'ordercounters', { kind: 'placed', month }],
  ['outbox relay sweep (every minute)', 'orders', { outboxPending: true }, undefined, 100],
  [
    'order sweeper: unpaid card checkouts',
    'orders',
    { status: 'PAYMENT_PENDING', createdAt: { $lt: new Date() } },
    undefined,
    50,
  ],
  [
    'order sweeper: stuck reservations',
    'orders',
    { status: 'RESERVING', createdAt: { $lt: new Date() } },
    undefined,
    50,
  ],
  ['order sweeper: stock to hand back', 'orders', { stockReleaseDue: true }, undefined, 50],
];

function nodesOf(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

const show = (value) =>
  JSON.stringify(value, (key, inner) => (inner?._bsontype === 'ObjectId' ? `ObjectId(${inner})` : inner));

async function main() {
  const client = await mongoose.mongo.MongoClient.connect(process.env.MONGO_URL, { serverSelectionTimeoutMS: 5_000 });
  const rows = [];
  try {
    const database = client.db(STATE.database);
    for (const [label, collection, filter, sort, limit] of SHAPES) {
      const explained = await database.command({
        explain: { find: collection, filter, ...(sort ? { sort } : {}), ...(limit ? { limit } : {}) },
        verbosity: 'queryPlanner',
      });
      if (!explained.queryPlanner?.Plan) {
        rows.push(`| ${label} | ${collection} | \`${show(filter)}\` | – | no such collection yet | |`);
        continue;
      }
      const nodes = nodesOf(explained.queryPlanner.Plan);
      const scan = nodes.find((node) => node['Relation Name']);
      const indexes = [...new Set(nodes.filter((node) => node['Index Name']).map((node) => node['Index Name']))];
      const pushed = nodes.map((node) => node['Index Cond'] ?? node['Recheck Cond'] ?? node.Filter).find(Boolean);
      const access =
        scan?.['Node Type'] === 'Seq Scan'
          ? '**sequential scan**'
          : indexes.length
            ? `index ${indexes.join(', ')}`
            : '–';
      const whole = !pushed && scan?.['Node Type'] === 'Seq Scan';
      rows.push(
        `| ${label} | ${collection} | \`${show(filter)}\`${sort ? ` sort \`${show(sort)}\`` : ''} | ${explained.filterPushdown ? `yes: \`${pushed?.replace(/\w+\._jsonb -> /g, '').replace(/::(text|jsonb)/g, '')}\`` : '**no**'} | ${access} | ${whole ? '**every document**' : 'the rows matched'}${explained.sortPushdown ? '' : sort ? ', then sorts' : ''} |`,
      );
    }
  } finally {
    await client.close();
  }
  const table = [
    '| query | collection | filter (as the service sends it) | handed to PostgreSQL | how PostgreSQL finds the rows | FerretDB decodes |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  writeFileSync(process.env.OUT ?? 'query-shapes.md', `${table}\n`);
  process.stdout.write(`${table}\n`);
}

await main();
