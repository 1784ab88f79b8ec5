// Writes what run-scale-bench.sh measured at each data size: a dated section appended to
// <results>/scale-benchmark.md (the goals of issue 21 against every size) and the raw figures beside it
// (<results>/scale-benchmark-<run>.json, which scale-chart.mjs draws). Timings are reported, never judged
// by a test.
// node deploy/scale/scale-report.mjs <run dir> <results dir>
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [runDir, resultsDir] = process.argv.slice(2);
const GOAL_P95_MS = 50;
const GOAL_RATIO = 1.5;
const GOAL_ORDERS_PER_SECOND = 40;
const GOAL_IDLE_PERCENT = 5;
const GOAL_START_SECONDS = 60;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const readText = (file) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined);

/** One size's figures, from the files its steps wrote in <run dir>/<orders>/. */
function sizeOf(dir) {
  const phases = readText(join(dir, 'phases.tsv'))
    ?.split('\n')
    .map((line) => line.split('\t'));
  return {
    ...readJson(join(dir, 'size.json')),
    stored: readJson(join(dir, 'stored.json')),
    start: readJson(join(dir, 'start.json')),
    reads: readJson(join(dir, 'reads.json')),
    checkout: { ...readJson(join(dir, 'checkout.json')), exitCode: Number(readText(join(dir, 'checkout.status'))) },
    checkoutTable: readText(join(dir, 'checkout.md')),
    idle: readJson(join(dir, 'idle.json')),
    load: {
      beforeReads: readText(join(dir, 'loadavg-before-reads')),
      afterCheckout: readText(join(dir, 'loadavg-after-checkout')),
    },
    phases: Object.fromEntries((phases ?? []).map(([name, seconds]) => [name, Number(seconds)])),
  };
}

const run = readJson(join(runDir, 'run.json'));
const sizes = readdirSync(runDir)
  .filter((name) => /^\d+$/.test(name) && existsSync(join(runDir, name, 'done')))
  .map((name) => sizeOf(join(runDir, name)))
  .sort((a, b) => a.orders - b.orders);
if (!sizes.length) throw new Error(`no finished size in ${runDir}`);

const count = (value) => (value === undefined ? '–' : value.toLocaleString('en'));
const ms = (value) => (value === undefined ? '–' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const short = (orders) => (orders >= 1e6 ? `${orders / 1e6}M` : orders >= 1e3 ? `${orders / 1e3}k` : `${orders}`);
const met = (ok) => (ok === undefined ? '–' : ok ? 'met' : '**not met**');
const row = (cells) => `| ${cells.join(' | ')} |`;
const header = (first, last) => [
  row([first, ...sizes.map((size) => `${short(size.orders)} orders`), ...last]),
  row(['---', ...sizes.map(() => '---:'), ...last.map(() => '---')]),
];

function storedTable() {
  const line = (label, value) => row([label, ...sizes.map((size) => value(size.stored ?? {}))]);
  return [
    ...header('stored when the reads ran', []),
    line('orders', (stored) => count(stored.orders)),
    line('products on sale', (stored) => count(stored.products)),
    line('users', (stored) => count(stored.users)),
    line('addresses', (stored) => count(stored.addresses)),
    line('database (PostgreSQL, with indexes)', (stored) => stored.databaseSize ?? '–'),
  ];
}

function readsTable() {
  const labels = [...new Set(sizes.flatMap((size) => size.reads?.calls.map((call) => call.label) ?? []))];
  const callAt = (size, label) => size.reads?.calls.find((call) => call.label === label);
  return [
    ...header('call (p95)', [`< ${GOAL_P95_MS} ms at every size`, `≤ ${GOAL_RATIO}× the smallest size`]),
    ...labels.map((label) => {
      const calls = sizes.map((size) => callAt(size, label));
      const base = calls[0]?.p95;
      const cells = calls.map((call, index) => {
        if (!call) return '–';
        if (call.skipped) return `not measured: ${call.skipped}`;
        const failed = [
          call.failed && `**${call.failed} failed**`,
          call.warmUpFailed && `${call.warmUpFailed} failed in the warm-up`,
        ]
          .filter(Boolean)
          .map((text) => `, ${text}`)
          .join('');
        return index && base
          ? `${ms(call.p95)} (${(call.p95 / base).toFixed(2)}×)${failed}`
          : `${ms(call.p95)}${failed}`;
      });
      const measured = calls.every((call) => call && !call.skipped);
      const underGoal = measured ? calls.every((call) => call.p95 < GOAL_P95_MS && !call.failed) : false;
      const flat = measured ? calls.every((call) => call.p95 <= GOAL_RATIO * base) : undefined;
      return row([label, ...cells, met(underGoal), met(flat)]);
    }),
  ];
}

function goalsTable() {
  const line = (label, value, goal) => row([label, ...sizes.map(value), goal]);
  const checkout = (size, read) =>
    size.checkout.ordersPerSecond === undefined ? `failed (exit ${size.checkout.exitCode})` : read(size.checkout);
  const shoppers = sizes[0].checkout.shoppers ?? 100;
  const seconds = sizes[0].checkout.seconds ?? run.checkoutSeconds;
  return [
    ...header('figure', ['goal']),
    line(
      `cash-on-delivery orders/s, ${shoppers} shoppers for ${seconds} s`,
      (size) => checkout(size, (figures) => figures.ordersPerSecond.toFixed(1)),
      `at least ${GOAL_ORDERS_PER_SECOND}`,
    ),
    line('orders refused or failed', (size) => checkout(size, (figures) => count(figures.refused)), '0'),
    line('order latency under that load, p95', (size) => checkout(size, (figures) => ms(figures.load.p95)), ''),
    line(
      `idle CPU of the whole stack, % of one core (${run.idleSeconds} s)`,
      (size) => (size.idle ? `${size.idle.total.toFixed(1)}%` : '–'),
      `under ${GOAL_IDLE_PERCENT}%`,
    ),
    line(
      '`npm start` until every service is up',
      (size) => (size.start ? `${size.start.allUpSeconds.toFixed(0)} s` : '–'),
      `under ${GOAL_START_SECONDS} s`,
    ),
  ];
}

function phasesTable() {
  const names = [...new Set(sizes.flatMap((size) => Object.keys(size.phases)))];
  return [
    ...header('time each step took', []),
    ...names.map((name) =>
      row([name, ...sizes.map((size) => (size.phases[name] === undefined ? '–' : `${size.phases[name]} s`))]),
    ),
  ];
}

/** A process × size table of CPU shares (% of one core), busiest first. */
function cpuTable(title, shareOf) {
  const names = [...new Set(sizes.flatMap((size) => Object.keys(shareOf(size) ?? {})))];
  const largest = (name) => Math.max(...sizes.map((size) => shareOf(size)?.[name] ?? 0));
  return [
    ...header(title, []),
    ...names
      .sort((a, b) => largest(b) - largest(a))
      .map((name) =>
        row([
          name,
          ...sizes.map((size) => (shareOf(size)?.[name] === undefined ? '–' : `${shareOf(size)[name].toFixed(1)}%`)),
        ]),
      ),
  ];
}

/** Each process's CPU averaged over the calls measured (each call weighs the same). */
function meanReadsCpu(size) {
  const measured = size.reads?.calls.filter((call) => call.cpu) ?? [];
  if (!measured.length) return undefined;
  const names = [...new Set(measured.flatMap((call) => Object.keys(call.cpu.processes)))];
  const mean = (share) => measured.reduce((sum, call) => sum + share(call), 0) / measured.length;
  return {
    ...Object.fromEntries(names.map((name) => [name, mean((call) => call.cpu.processes[name] ?? 0)])),
    '**whole stack**': mean((call) => call.cpu.total),
  };
}

const idleShares = (size) => size.idle && { ...size.idle.processes, '**whole stack**': size.idle.total };
const deepPages = sizes
  .map((size) => [size.orders, size.reads?.calls.find((call) => call.page)?.page])
  .filter(([, page]) => page);
const rawFile = `scale-benchmark-${run.run}.json`;
const reads = sizes[0].reads ?? {};

const section = `
## ${run.startedAt.slice(0, 16)}Z, commit ${run.commit}${run.dirty ? ' with uncommitted changes' : ''}

**Machine:** ${run.machine.cores} cores (${run.machine.model}), ${run.machine.memoryGb} GB; load average ${sizes
  .map(
    (size) =>
      `${size.load.beforeReads ?? '–'} before the reads at ${short(size.orders)}, ${size.load.afterCheckout ?? '–'} after the checkout`,
  )
  .join(', ')}. FerretDB ${run.ferretdb} on PostgreSQL ${run.postgres}.

**Reads:** through the gateway at each size, autocannon, ${reads.connections} clients at once, ${reads.seconds} s per call after ${reads.warmUpSeconds} s of warm-up (scale-reads.mjs); each answer checked once first. "Read anew" sends a query string never sent before, so the catalog reads its data instead of answering from the answers it keeps. The deep page of the admin list is page ${deepPages.map(([orders, page]) => `${page} at ${short(orders)}`).join(', ')} (page ${run.deepPage} unless the list is shorter).

**Each size, in this order:** seeded with \`npm run seed:scale\` (users = orders / ${run.ordersPerUser}), then the database ANALYZEd; \`npm stop\`, then \`npm start\` timed until the gateway's /health reports every service up; idle-stack.mjs over ${run.idleSeconds} s, ${run.idleSettleSeconds} s after the start; the reads; run-checkout-bench.sh (k6) last, as its orders leave the stack busy for a while (their e-mails).

${storedTable().join('\n')}

Goal (issue 21): every read under ${GOAL_P95_MS} ms p95 and within ${GOAL_RATIO}× of the same call on a fresh shop; the smallest size stands in for the fresh shop ("×": p95 over the smallest size's).

${readsTable().join('\n')}

${goalsTable().join('\n')}

${phasesTable().join('\n')}

<details><summary>CPU by process: during the reads, at idle, and per order during the checkout</summary>

${cpuTable('during the reads: % of one core, mean over the calls', meanReadsCpu).join('\n')}

${cpuTable(`idle for ${run.idleSeconds} s: % of one core`, idleShares).join('\n')}

${sizes.map((size) => `Checkout at ${short(size.orders)} orders:\n\n${size.checkoutTable ?? 'no table (the run failed)'}`).join('\n\n')}

</details>

Chart of the newest run: [scale-benchmark.png](scale-benchmark.png). Raw figures: [${rawFile}](${rawFile}).
`;

const markdown = join(resultsDir, 'scale-benchmark.md');
if (!existsSync(markdown))
  writeFileSync(
    markdown,
    `# Data at scale (issue 21): reads, checkout, idle CPU and start-up against the data stored

Written by \`bash deploy/k6/run-scale-bench.sh\`, newest run last.
`,
  );
appendFileSync(markdown, section);
writeFileSync(join(resultsDir, rawFile), `${JSON.stringify({ ...run, sizes }, null, 2)}\n`);
process.stdout.write(section);
process.stderr.write(`  ${markdown} and ${join(resultsDir, rawFile)}\n`);
