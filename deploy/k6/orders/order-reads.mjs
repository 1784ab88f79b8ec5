// Times the fulfilment reads through the gateway on a shop with a large order history (seed-orders.mjs):
// the admin list (first page, a status, searches), the admin summary, and a shopper's order list and
// order details. Each call is checked once (it must answer 200 with what the history holds), then sent
// for SECONDS by CONNECTIONS clients at once with autocannon (k6 costs more CPU per request than these
// reads on a 2-core machine). Latencies are kept exactly; the CPU each process spent per request is
// read from /proc. Writes a markdown table (OUT) and the raw numbers (OUT with .json).
//
// STATE=<seed-orders state file> CONNECTIONS=1 SECONDS_PER_CALL=15 OUT=<file> node order-reads.mjs
import autocannon from 'autocannon';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const GATEWAY_URL = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;
const STATE = JSON.parse(readFileSync(process.env.STATE, 'utf8'));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1);
const SECONDS = Number(process.env.SECONDS_PER_CALL ?? 15);
const WARM_UP_SECONDS = 2;
const OUT = process.env.OUT ?? 'order-reads.md';
const GOAL_P95_MS = 100;
/** Processes whose CPU each request costs: FerretDB, the order service, the gateway (pid files of deploy/local). */
const PIDS = Object.fromEntries(
  ['ferretdb', 'order', 'gateway'].map((name) => [name, pidOf(`${process.env.SHOP_DATA_DIR}/pids/${name}.pid`)]),
);
/** PostgreSQL's backends serving this checkout's FerretDB database (they live as long as FerretDB's pool). */
const POSTGRES_DATABASE = process.env.FERRETDB_POSTGRES_DATABASE;

function pidOf(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

async function send(method, path, body, token) {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

async function logIn(email, password) {
  const { status, body } = await send('POST', '/api/user/login', { email, password });
  if (status !== 200) throw new Error(`login ${email}: ${status} ${body.message}`);
  return body.data.accesstoken;
}

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

/** The calls measured, with who makes them and what a right answer holds. */
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
    label: 'admin list, search by Order No',
    as: admin,
    ...list({ page: 1, limit: 10, search: search.orderNo }),
    check: ({ data }) => (data?.[0]?.orderId === search.orderNo ? undefined : `${search.orderNo} not found`),
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
    check: listed(1),
  },
  {
    label: 'admin summary, 14 days',
    as: admin,
    method: 'GET',
    path: '/api/order/admin/summary?days=14',
    check: ({ data }) => (data?.days?.length === 14 && data.today ? undefined : 'no 14 days in the summary'),
  },
  {
    label: `shopper order-list (${regular.orders} orders)`,
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
    label: `shopper order-list, heavy buyer (${heavy.orders} orders)`,
    as: heavy,
    method: 'GET',
    path: '/api/order/order-list',
    check: ({ data }) => (data?.length > 0 ? undefined : 'no orders listed'),
  },
];

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is none. */
function cpuSeconds(pid) {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of the PostgreSQL backends connected to this checkout's database. */
function postgresSeconds() {
  if (!POSTGRES_DATABASE) return undefined;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`: postgres ${POSTGRES_DATABASE} `))
        total += cpuSeconds(pid) ?? 0;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

async function load(call, token, seconds) {
  const latencies = [];
  const run = autocannon({
    url: `${GATEWAY_URL}${call.path}`,
    method: call.method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: call.body ? JSON.stringify(call.body) : undefined,
    connections: CONNECTIONS,
    duration: seconds,
  });
  run.on('response', (_client, status, _bytes, milliseconds) => status < 300 && latencies.push(milliseconds));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  return {
    requests: latencies.length,
    failed: result.errors + result.timeouts + result.non2xx,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    max: latencies.at(-1),
  };
}

async function measure(call) {
  const token = await logIn(call.as.email, call.as.password);
  const first = await send(call.method, call.path, call.body, token);
  if (first.status !== 200) return { skipped: `answered ${first.status}: ${first.body.message}` };
  const wrong = call.check(first.body);
  if (wrong) return { skipped: `wrong answer: ${wrong}` };
  await load(call, token, WARM_UP_SECONDS);
  const before = { ...sample(), at: performance.now() };
  const result = await load(call, token, SECONDS);
  const after = sample();
  const perRequest = (name) =>
    before[name] === undefined || after[name] === undefined
      ? undefined
      : ((after[name] - before[name]) * 1000) / result.requests;
  return {
    ...result,
    bytes: JSON.stringify(first.body).length,
    cpuMsPerRequest: {
      ferretdb: perRequest('ferretdb'),
      postgres: perRequest('postgres'),
      order: perRequest('order'),
      gateway: perRequest('gateway'),
    },
  };
}

function sample() {
  return {
    ferretdb: cpuSeconds(PIDS.ferretdb),
    order: cpuSeconds(PIDS.order),
    gateway: cpuSeconds(PIDS.gateway),
    postgres: postgresSeconds(),
  };
}

const ms = (value) => (value === undefined ? '–' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

async function main() {
  const rows = [];
  for (const call of CALLS) {
    process.stderr.write(`  ${call.label}: ${CONNECTIONS} at once, ${SECONDS} s\n`);
    rows.push({ label: call.label, path: call.path, body: call.body, ...(await measure(call)) });
  }
  const table = [
    `| call | p50 | p95 | p99 | N requests | failed | p95 < ${GOAL_P95_MS} ms | CPU per request: FerretDB / PostgreSQL / order / gateway |`,
    '|---|---:|---:|---:|---:|---:|---|---|',
    ...rows.map((row) =>
      row.skipped
        ? `| ${row.label} | – | – | – | – | – | not measured: ${row.skipped} | |`
        : `| ${row.label} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${row.requests} | ${row.failed} | ${row.p95 < GOAL_P95_MS ? 'met' : '**not met**'} | ${Object.values(row.cpuMsPerRequest).map(ms).join(' / ')} |`,
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
