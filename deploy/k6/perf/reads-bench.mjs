// Cached catalogue reads, each sent in turn to a bare Node server answering the same bytes (the
// ceiling), to the catalog directly and through the gateway, with autocannon (measured here: 11-18 µs
// of CPU per request; k6 61 µs, more than a cached read itself, so it would mostly measure itself). The three rows of a call run back to
// back, so their ratios hold on a busy machine. Writes a markdown fragment (OUT) that
// run-performance-bench.sh puts in the results file. Only against local addresses.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const CATALOG_URL = process.env.CATALOG_URL ?? 'http://127.0.0.1:3002';
const SECONDS = Number(process.env.SECONDS_PER_ROW ?? 15);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const OUT = process.env.OUT ?? 'reads-table.md';
/** Process ids of the local stack (deploy/local keeps them) and its Redis, for the CPU each request costs. */
const PIDS = { catalog: process.env.CATALOG_PID, gateway: process.env.GATEWAY_PID, redis: process.env.REDIS_PID };
const GOALS = { ofCeiling: 0.2, ofDirect: 0.7, gatewayP99Ms: 20 };

const json = { 'content-type': 'application/json' };

async function post(base, path, body) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A product, and a category with a sub-category that has products: whatever the catalogue holds. */
async function findIds() {
  const products = await (await post(GATEWAY_URL, '/api/product/get', { page: 1, limit: 1 })).json();
  const productId = products.data[0]?._id;
  if (!productId)
    throw new Error('the catalogue is empty: start the stack with npm start (it loads the demo catalogue)');
  const subCategories = (await (await post(GATEWAY_URL, '/api/subcategory/get', {})).json()).data;
  for (const subCategory of subCategories) {
    for (const category of subCategory.category) {
      const body = { categoryId: category._id, subCategoryId: subCategory._id, page: 1, limit: 8 };
      const page = await (await post(GATEWAY_URL, '/api/product/get-pruduct-by-category-and-subcategory', body)).json();
      if (page.data.length) return { productId, subCategoryPage: body };
    }
  }
  throw new Error('no sub-category has products');
}

/** The calls measured: the web app's own bodies. */
function callsOf({ productId, subCategoryPage }) {
  return [
    { label: '`product/get` page 1', path: '/api/product/get', body: { page: 1, limit: 12 } },
    { label: '`get-product-details`', path: '/api/product/get-product-details', body: { productId } },
    {
      label: 'sub-category listing page 1',
      path: '/api/product/get-pruduct-by-category-and-subcategory',
      body: subCategoryPage,
    },
  ].map((call) => ({ ...call, method: 'POST', headers: json, body: JSON.stringify(call.body) }));
}

function startCeiling(bodies) {
  const child = fork(new URL('./ceiling-server.mjs', import.meta.url), { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', ({ port }) => resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() }));
    child.send({
      bodies: Object.fromEntries(Object.entries(bodies).map(([path, bytes]) => [path, bytes.toString('base64')])),
    });
  });
}

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

/** Runs the load; latencies of 2xx answers are kept exactly (autocannon's own percentiles are whole milliseconds). */
/** Busy CPU seconds of the whole machine so far (every core, every process, the kernel), from /proc/stat. */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return (ticks.reduce((sum, value) => sum + value, 0) - idle) / 100;
}

async function load(url, call, seconds) {
  const latencies = [];
  const run = autocannon({
    url: `${url}${call.path}`,
    method: call.method,
    headers: call.headers,
    body: call.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  run.on('response', (_client, status, _bytes, milliseconds) => status < 300 && latencies.push(milliseconds));
  const result = await run;
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? NaN;
  return { ...result, p50: percentile(50), p99: percentile(99) };
}

/** One row: a warm-up, then the measured run, with the CPU each process spent per request. */
async function measure(url, call) {
  await load(url, call, WARM_UP_SECONDS);
  const before = {
    catalog: cpuSeconds(PIDS.catalog),
    gateway: cpuSeconds(PIDS.gateway),
    redis: cpuSeconds(PIDS.redis),
    machine: machineBusySeconds(),
    generator: process.cpuUsage(),
  };
  const result = await load(url, call, SECONDS);
  const perRequest = (name) => {
    const now = cpuSeconds(PIDS[name]);
    return now === undefined || before[name] === undefined
      ? undefined
      : ((now - before[name]) * 1e6) / result.requests.total;
  };
  const generator = process.cpuUsage(before.generator);
  return {
    rate: result.requests.total / result.duration,
    p50: result.p50,
    p99: result.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cpu: {
      catalog: perRequest('catalog'),
      gateway: perRequest('gateway'),
      redis: perRequest('redis'),
      machine: ((machineBusySeconds() - before.machine) * 1e6) / result.requests.total,
      generator: (generator.user + generator.system) / result.requests.total,
    },
  };
}

const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
const cell = ({ rate, p50, p99, failed }) =>
  `${Math.round(rate)} req/s (p50 ${ms(p50)}, p99 ${ms(p99)}${failed ? `, ${failed} failed` : ''})`;
const percent = (ratio) => `${Math.round(ratio * 100)}%`;
const met = (ok) => (ok ? 'met' : 'not met');
const micros = (value) => (value === undefined ? '–' : `${Math.round(value)} µs`);

async function main() {
  const calls = callsOf(await findIds());
  const bodies = {};
  for (const call of calls) {
    const response = await fetch(`${CATALOG_URL}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.body,
    });
    if (response.status !== 200)
      throw new Error(`${call.path} ${call.body} answered ${response.status} directly: ${await response.text()}`);
    bodies[call.path] = Buffer.from(await response.arrayBuffer());
  }
  const ceiling = await startCeiling(bodies);
  const rows = [];
  try {
    for (const call of calls) {
      process.stderr.write(
        `  ${call.path}: ceiling, directly, through the gateway (${3 * (SECONDS + WARM_UP_SECONDS)} s)\n`,
      );
      rows.push({
        call,
        ceiling: await measure(ceiling.url, call),
        direct: await measure(CATALOG_URL, call),
        gateway: await measure(GATEWAY_URL, call),
      });
    }
  } finally {
    ceiling.stop();
  }
  const table = [
    `| call (cached) | bytes | bare Node server, same bytes (ceiling) | catalog directly | through the gateway | directly / ceiling (goal ≥ ${percent(GOALS.ofCeiling)}) | gateway / directly (goal ≥ ${percent(GOALS.ofDirect)}) | gateway p99 (goal < ${GOALS.gatewayP99Ms} ms) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(({ call, ceiling, direct, gateway }) => {
      const [ofCeiling, ofDirect] = [direct.rate / ceiling.rate, gateway.rate / direct.rate];
      return `| ${call.label} | ${bodies[call.path].length} | ${cell(ceiling)} | ${cell(direct)} | ${cell(gateway)} | ${percent(ofCeiling)} (${met(ofCeiling >= GOALS.ofCeiling)}) | ${percent(ofDirect)} (${met(ofDirect >= GOALS.ofDirect)}) | ${ms(gateway.p99)} (${met(gateway.p99 < GOALS.gatewayP99Ms)}) |`;
    }),
    '',
    'CPU time per request (user + system, from /proc; the load generator from its own process; the whole machine from /proc/stat, other work on it included):',
    '',
    '| call (cached) | directly: catalog | directly: Redis | directly: load generator | directly: whole machine | through the gateway: gateway | catalog | Redis | load generator | whole machine |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      ({ call, direct, gateway }) =>
        `| ${call.label} | ${micros(direct.cpu.catalog)} | ${micros(direct.cpu.redis)} | ${micros(direct.cpu.generator)} | ${micros(direct.cpu.machine)} | ${micros(gateway.cpu.gateway)} | ${micros(gateway.cpu.catalog)} | ${micros(gateway.cpu.redis)} | ${micros(gateway.cpu.generator)} | ${micros(gateway.cpu.machine)} |`,
    ),
  ].join('\n');
  writeFileSync(OUT, `${table}\n`);
  process.stdout.write(`${table}\n`);
}

await main();
