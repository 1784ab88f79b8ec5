// Times the fulfilment reads through the gateway on a shop with a large order history (seed-orders.mjs):
// the admin list (first page, a status, searches), the admin summary, and a shopper's order list and
// order details. Each call is checked once (it must answer 200 with what the history holds), then sent
// for SECONDS by CONNECTIONS clients at once with autocannon (k6 costs more CPU per request than these
// reads on a 2-core machine). Latencies are kept exactly; the CPU each process spent per request is
// read from /proc. Writes a markdown table (OUT) and the raw numbers (OUT with .json).
//
// STATE=<seed-orders state file> CONNECTIONS=1 SECONDS_PER_CALL=15 OUT=<file> node order-reads.mjs
// STATE=<…> WINDOWS=<file> node order-reads.mjs   (each call once, for the query plans)
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { cpus } from 'node:os';
import { latencies } from '../perf/autocannon-latencies.mjs';
import { GATEWAY_URL, logIn, send } from '../perf/gateway-client.mjs';
import { cpuBetween, sampleCpu } from './process-cpu.mjs';

const STATE = JSON.parse(readFileSync(process.env.STATE, 'utf8'));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1);
const SECONDS = Number(process.env.SECONDS_PER_CALL ?? 15);
const WARM_UP_SECONDS = 2;
const OUT = process.env.OUT ?? 'order-reads.md';
const GOAL_P95_MS = 100;
/** PostgreSQL's database behind this checkout's FerretDB: its backends' CPU is counted per request. */
const POSTGRES_DATABASE = process.env.FERRETDB_POSTGRES_DATABASE;

const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@shop.local',
  password: process.env.ADMIN_PASSWORD ?? 'Admin12345!',
};
const [regular, heavy] = ['normal', 'heavy'].map((role) => STATE.shoppers.find((shopper) => shopper.role === role));
const { search } = STATE;
const list = (body) => ({ method: 'POST', path: '/api/order/admin/list', body });
/** A list answer holds orders and says how many match. */
const listed =
  (atLeast = 1) =>
  ({ data, totalCount }) =>
    Array.isArray(data) && data.length >= Math.min(atLeast, 10) && totalCount >= atLeast
      ? undefined
      : `expected at least ${atLeast} orders, got ${data?.length} of ${totalCount}`;

/**
 * The calls measured, with who makes them and what a right answer holds. Searches by e-mail and
 * pincode come last: where one reads the whole history, the calls before it are measured undisturbed.
 */
const CALLS = [
  { label: 'admin list, first page', as: admin, ...list({ page: 1, limit: 10 }), check: listed() },
  {
    label: 'admin list, status PLACED (the to-do queue)',
    as: admin,
    ...list({ page: 1, limit: 10, status: 'PLACED' }),
    check: listed(),
  },
  {
    label: 'admin list, status DELIVERED',
    as: admin,
    ...list({ page: 1, limit: 10, status: 'DELIVERED' }),
    check: listed(),
  },
  {
    label: 'admin list, page 2000 (orders 19,991 to 20,000)',
    as: admin,
    ...list({ page: 2000, limit: 10 }),
    check: listed(20_000),
  },
  {
    label: 'admin list, search by Order No',
    as: admin,
    ...list({ page: 1, limit: 10, search: search.orderNo }),
    check: ({ data }) => (data?.[0]?.orderId === search.orderNo ? undefined : `${search.orderNo} not found`),
  },
  {
    label: 'admin summary, 14 days',
    as: admin,
    method: 'GET',
    path: '/api/order/admin/summary?days=14',
    check: ({ data }) => (data?.days?.length === 14 && data.today ? undefined : 'no 14 days in the summary'),
  },
  {
    label: `shopper order-list, all at once (${regular.orders} orders)`,
    as: regular,
    method: 'GET',
    path: '/api/order/order-list',
    check: ({ data }) => (data?.length > 0 ? undefined : 'no orders listed'),
  },
  {
    label: 'shopper order details',
    as: regular,
    method: 'GET',
    path: `/api/order/details?orderId=${regular.sampleOrder._id}`,
    check: ({ data }) => (data?.orderId === regular.sampleOrder.orderId ? undefined : 'another order answered'),
  },
  {
    label: `shopper order-list, first page of 20 (${regular.orders} orders)`,
    as: regular,
    method: 'GET',
    path: '/api/order/order-list?page=1&limit=20',
    check: ({ data, totalCount }) =>
      data?.length === 20 && totalCount === regular.orders ? undefined : `${data?.length} of ${totalCount} listed`,
  },
  {
    label: `shopper order-list, heavy buyer, first page of 20 (${heavy.orders} orders)`,
    as: heavy,
    method: 'GET',
    path: '/api/order/order-list?page=1&limit=20',
    check: ({ data, totalCount }) =>
      data?.length === 20 && totalCount === heavy.orders ? undefined : `${data?.length} of ${totalCount} listed`,
  },
  {
    label: `shopper order-list, heavy buyer, all at once (${heavy.orders} orders)`,
    as: heavy,
    method: 'GET',
    path: '/api/order/order-list',
    check: ({ data }) => (data?.length > 0 ? undefined : 'no orders listed'),
  },
  {
    label: `admin list, search by e-mail (a typical customer: ${search.email.typical[1]} orders)`,
    as: admin,
    ...list({ page: 1, limit: 10, search: search.email.typical[0] }),
    check: listed(search.email.typical[1]),
  },
  {
    label: `admin list, search by e-mail (the customer with most orders: ${search.email.largest[1]})`,
    as: admin,
    ...list({ page: 1, limit: 10, search: search.email.largest[0] }),
    check: listed(search.email.largest[1]),
  },
  {
    label: `admin list, search by pincode (a typical one: ${search.pincode.typical[1]} orders)`,
    as: admin,
    ...list({ page: 1, limit: 10, search: search.pincode.typical[0] }),
    check: listed(search.pincode.typical[1]),
  },
  {
    label: `admin list, search by pincode (the one with most orders: ${search.pincode.largest[1]})`,
    as: admin,
    ...list({ page: 1, limit: 10, search: search.pincode.largest[0] }),
    check: listed(search.pincode.largest[1]),
  },
];

function load(call, token, seconds) {
  return latencies(
    {
      url: `${GATEWAY_URL}${call.path}`,
      method: call.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: call.body ? JSON.stringify(call.body) : undefined,
    },
    { connections: CONNECTIONS, seconds },
  );
}

/**
 * A call whose first answer takes longer than this is not loaded: it reads history (FerretDB decoding
 * every order), and each request sent would keep FerretDB busy for minutes after the client gave up,
 * slowing every call measured after it. AFTER_RUNAWAY (a shell command: restart FerretDB) ends that work.
 */
const FIRST_ANSWER_LIMIT_MS = Number(process.env.FIRST_ANSWER_LIMIT_MS ?? 5_000);

async function endRunawayWork() {
  if (!process.env.AFTER_RUNAWAY) return;
  execSync(process.env.AFTER_RUNAWAY, { stdio: 'inherit' });
  // The services reconnect to the restarted FerretDB on their own: wait until an order read by its id
  // (the one read FerretDB serves from an index today) answers.
  const shopper = await logIn(regular.email, regular.password);
  const details = `/api/order/details?orderId=${regular.sampleOrder._id}`;
  for (let tries = 0; (await send('GET', details, undefined, shopper)).status !== 200; tries++)
    if (tries > 60) throw new Error('the order service did not answer again after FerretDB was restarted');
    else await new Promise((resolve) => setTimeout(resolve, 1000));
}

async function measure(call) {
  const token = await logIn(call.as.email, call.as.password);
  const started = performance.now();
  const first = await send(call.method, call.path, call.body, token).catch((error) => ({ status: 0, body: error }));
  const firstMs = performance.now() - started;
  if (firstMs > FIRST_ANSWER_LIMIT_MS) {
    await endRunawayWork();
    return { runaway: true, firstMs, status: first.status };
  }
  if (first.status !== 200) return { skipped: `answered ${first.status}: ${first.body.message}` };
  const wrong = call.check(first.body);
  if (wrong) return { skipped: `wrong answer: ${wrong}` };
  await load(call, token, WARM_UP_SECONDS);
  const before = sampleCpu(POSTGRES_DATABASE);
  const result = await load(call, token, SECONDS);
  const used = cpuBetween(before, sampleCpu(POSTGRES_DATABASE));
  const perRequest = (seconds) => (seconds === undefined ? undefined : (seconds * 1000) / result.requests);
  return {
    ...result,
    bytes: JSON.stringify(first.body).length,
    cpuMsPerRequest: Object.fromEntries(Object.entries(used).map(([name, seconds]) => [name, perRequest(seconds)])),
    /** Share of the machine's 2 cores busy meanwhile, whoever used them (other work on the machine included). */
    machineBusy: used.machine / SECONDS / cpus().length,
  };
}

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

/**
 * Sends each call once, a moment apart, and writes when each was in flight (WINDOWS): query-plans.mjs
 * finds the statements PostgreSQL ran for it in those windows.
 */
/**
 * Calls whose one answer took too long in an earlier run (RUNAWAY_FROM: its raw results): not loaded
 * again; with `unanswered`, only those that got no answer at all (the gateway gave up).
 */
function runawayCalls(unanswered = false) {
  if (!process.env.RUNAWAY_FROM) return new Set();
  const { rows } = JSON.parse(readFileSync(process.env.RUNAWAY_FROM, 'utf8'));
  return new Set(rows.filter((row) => row.runaway && (!unanswered || row.status !== 200)).map((row) => row.label));
}

async function once(file) {
  const windows = [];
  // A slow call that answered is sent once more (its plan is the point); one the gateway gave up on is not.
  const runaway = runawayCalls(true);
  for (const call of CALLS) {
    if (runaway.has(call.label)) {
      windows.push({
        label: call.label,
        skipped: 'not sent again: no answer within the gateway’s 30 s in the timing run',
      });
      continue;
    }
    const token = await logIn(call.as.email, call.as.password);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const from = new Date();
    const { status } = await send(call.method, call.path, call.body, token);
    windows.push({ label: call.label, status, from, to: new Date() });
  }
  writeFileSync(file, `${JSON.stringify(windows, null, 2)}\n`);
}

async function main() {
  if (process.env.WINDOWS) return once(process.env.WINDOWS);
  const rows = [];
  const runaway = runawayCalls();
  // ONLY=<part of a label> measures just the calls it names.
  for (const call of CALLS.filter((candidate) => candidate.label.includes(process.env.ONLY ?? ''))) {
    if (runaway.has(call.label)) {
      rows.push({ label: call.label, skipped: 'its one answer took too long in the first run, not sent again' });
      continue;
    }
    process.stderr.write(`  ${call.label}: ${CONNECTIONS} at once, ${SECONDS} s\n`);
    rows.push({ label: call.label, path: call.path, body: call.body, ...(await measure(call)) });
  }
  const table = [
    `| call | p50 | p95 | p99 | N requests | failed | p95 < ${GOAL_P95_MS} ms | CPU per request: FerretDB / PostgreSQL / order / gateway | machine busy |`,
    '|---|---:|---:|---:|---:|---:|---|---|---:|',
    ...rows.map((row) =>
      row.runaway
        ? `| ${row.label} | – | – | – | 1 | ${row.status === 200 ? 0 : 1} | **not met**: one answer took ${(row.firstMs / 1000).toFixed(1)} s (status ${row.status}), not loaded | | |`
        : row.skipped
          ? `| ${row.label} | – | – | – | – | – | not measured: ${row.skipped} | | |`
          : `| ${row.label} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.requests} | ${row.failed} | ${row.p95 < GOAL_P95_MS ? 'met' : '**not met**'} | ${['ferretdb', 'postgres', 'order', 'gateway'].map((name) => ms(row.cpuMsPerRequest[name])).join(' / ')} | ${Math.round(row.machineBusy * 100)}% |`,
    ),
  ].join('\n');
  writeFileSync(OUT, `${table}\n`);
  writeFileSync(
    OUT.replace(/\.md$/, '.json'),
    `${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
  );
  process.stdout.write(`${table}\n`);
}

await main();
