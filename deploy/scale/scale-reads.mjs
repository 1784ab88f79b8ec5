// Times every read of scale-calls.mjs through the gateway on the shop as seeded now: each call is
// checked once (a right answer, in time), warmed up, then sent by CONNECTIONS clients at once for
// SECONDS_PER_CALL with autocannon; the CPU every process of the stack used meanwhile is read from
// /proc. Writes the figures as JSON (OUT) for run-scale-bench.sh's report.
//
// STATE=<seed-orders state file> CONNECTIONS=4 SECONDS_PER_CALL=10 WARM_UP_SECONDS=2 DEEP_PAGE=500 \
//   FERRETDB_POSTGRES_DATABASE=<db> OUT=<file> node deploy/scale/scale-reads.mjs
// CALLS=<regular expression> times only the calls whose label matches (e.g. '^admin: order list').
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { latencies } from '../k6/perf/autocannon-latencies.mjs';
import { GATEWAY_URL, send } from '../k6/perf/gateway-client.mjs';
import { machineBusySeconds } from '../k6/orders/process-cpu.mjs';
import { scaleCalls } from './scale-calls.mjs';
import { coreShares, sampleStack } from './stack-cpu.mjs';

const STATE = JSON.parse(readFileSync(process.env.STATE, 'utf8'));
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4);
const SECONDS = Number(process.env.SECONDS_PER_CALL ?? 10);
const WARM_UP_SECONDS = Number(process.env.WARM_UP_SECONDS ?? 2);
const DEEP_PAGE = Number(process.env.DEEP_PAGE ?? 500);
/**
 * A call whose one answer takes longer is not loaded: each request sent would keep FerretDB reading
 * for as long after the client gave up, and slow every call measured after it.
 */
const FIRST_ANSWER_LIMIT_MS = Number(process.env.FIRST_ANSWER_LIMIT_MS ?? 5_000);
const OUT = process.env.OUT ?? 'scale-reads.json';
const CALLS = new RegExp(process.env.CALLS ?? '');

/** autocannon's options for the call: every request built anew by the call (some vary each time). */
function loadOf(call) {
  return {
    url: GATEWAY_URL,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${call.token}` },
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, body } = call.request();
          return { ...request, method, path, body: body ? JSON.stringify(body) : undefined };
        },
      },
    ],
  };
}

async function measure(call) {
  const { method, path, body } = call.request();
  const started = performance.now();
  const first = await send(method, path, body, call.token).catch((error) => ({
    status: 0,
    body: { message: error.message },
  }));
  const firstMs = performance.now() - started;
  if (firstMs > FIRST_ANSWER_LIMIT_MS)
    return { firstMs, skipped: `one answer took ${(firstMs / 1000).toFixed(1)} s, not loaded` };
  if (first.status >= 300) return { firstMs, skipped: `answered ${first.status}: ${first.body.message}` };
  const wrong = call.check(first.body);
  if (wrong) return { firstMs, skipped: `wrong answer: ${wrong}` };

  const load = loadOf(call);
  const warmUp = await latencies(load, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
  const before = { stack: sampleStack(), machine: machineBusySeconds(), at: performance.now() };
  const result = await latencies(load, { connections: CONNECTIONS, seconds: SECONDS });
  const seconds = (performance.now() - before.at) / 1000;
  return {
    ...result,
    firstMs,
    warmUpFailed: warmUp.failed,
    /** Each process's CPU meanwhile, % of one core. */
    cpu: coreShares(before.stack, sampleStack(), seconds),
    /** Share of all the machine's cores busy meanwhile, whoever used them (other work included). */
    machineBusy: (machineBusySeconds() - before.machine) / seconds / cpus().length,
  };
}

const calls = (await scaleCalls(STATE, { deepPageWanted: DEEP_PAGE })).filter((call) => CALLS.test(call.label));
const rows = [];
for (const call of calls) {
  process.stderr.write(`  ${call.label}: ${CONNECTIONS} at once, ${SECONDS} s\n`);
  const row = { group: call.group, label: call.label, ...(call.page && { page: call.page }), ...(await measure(call)) };
  process.stderr.write(
    row.skipped ? `    not measured: ${row.skipped}\n` : `    p95 ${row.p95} ms, ${row.failed} failed\n`,
  );
  rows.push(row);
}
writeFileSync(
  OUT,
  `${JSON.stringify({ connections: CONNECTIONS, seconds: SECONDS, warmUpSeconds: WARM_UP_SECONDS, calls: rows }, null, 2)}\n`,
);
