// Shows, for each call of order-reads.mjs, the statements PostgreSQL ran for FerretDB and how: the
// plans auto_explain logged (run-orders-bench.sh turns it on for this checkout's database only, for
// one pass of the calls), matched to the calls by when each was in flight. A statement that reads the
// orders table by a sequential scan reads every order of the shop; the rows it returns are the
// documents FerretDB then decodes, filters and sorts itself (FerretDB 1.24 pushes only equalities of
// top-level fields down to PostgreSQL, and no sort or limit when there is a filter).
//
// node query-plans.mjs <postgresql log> <byte offset> <database> <windows.json> <out.md>
import { openSync, readFileSync, readSync, fstatSync, writeFileSync } from 'node:fs';

const [logFile, offset, database, windowsFile, out] = process.argv.slice(2);
const ENTRY_START = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC \[\d+\] (\S*)@(\S*) /;
/** Collections the order service reads (FerretDB names each table <collection>_<hash>). */
const SCHEMA = process.env.MONGO_SCHEMA ?? 'order';

function logSince(file, from) {
  const descriptor = openSync(file, 'r');
  const length = fstatSync(descriptor).size - from;
  const buffer = Buffer.alloc(Math.max(0, length));
  readSync(descriptor, buffer, 0, buffer.length, from);
  return buffer.toString('utf8');
}

/** The first balanced {...} of a text (an entry may be followed by lines the server logged without a prefix). */
function firstObject(text) {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let quoted = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '\\') index++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return undefined;
}

/** auto_explain's entries of this database: when, how long, and the plan (JSON). */
function plansIn(text) {
  const plans = [];
  let current;
  const finish = () => {
    if (!current) return;
    const json = firstObject(current.lines.join('\n'));
    if (json) plans.push({ at: current.at, ms: current.ms, ...JSON.parse(json) });
    current = undefined;
  };
  for (const line of text.split('\n')) {
    const entry = ENTRY_START.exec(line);
    if (entry) {
      finish();
      const logged = /LOG: {2}duration: ([\d.]+) ms {2}plan:(.*)$/.exec(line);
      if (entry[3] === database && logged)
        current = { at: new Date(`${entry[1].replace(' ', 'T')}Z`), ms: Number(logged[1]), lines: [logged[2]] };
    } else if (current) current.lines.push(line);
  }
  finish();
  return plans;
}

/** Every node of a plan, depth first. */
function nodesOf(plan) {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

const collectionOf = (relation) => relation.replace(/_[0-9a-f]{8}$/, '');

/** One statement in words: which collection, by what condition, through which index, rows read and returned. */
function describe({ Plan: plan, ms }) {
  const nodes = nodesOf(plan);
  const scans = nodes.filter((node) => node['Relation Name']);
  const relation = scans[0]?.['Relation Name'];
  const indexes = nodes.filter((node) => node['Index Name']).map((node) => node['Index Name']);
  const condition = nodes
    .map((node) => node['Index Cond'] ?? node['Recheck Cond'] ?? node.Filter)
    .find(Boolean)
    ?.replace(/::(text|jsonb)/g, '')
    .replace(/_jsonb -> /g, '');
  const read = scans.reduce(
    (sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * (node['Actual Loops'] ?? 1),
    0,
  );
  const sequential = scans.some((node) => node['Node Type'] === 'Seq Scan');
  return {
    collection: relation ? collectionOf(relation) : '–',
    condition: condition ?? 'none (every document)',
    access: sequential ? '**sequential scan**' : indexes.length ? `index ${indexes.join(', ')}` : plan['Node Type'],
    read,
    returned: plan['Actual Rows'],
    ms,
    sequential,
    large: sequential && read > 10_000,
  };
}

const windows = JSON.parse(readFileSync(windowsFile, 'utf8')).map((window) => ({
  ...window,
  from: new Date(window.from).getTime(),
  to: new Date(window.to).getTime(),
}));
// Verbose plans name each scanned table's schema: FerretDB keeps each MongoDB database in one.
const plans = plansIn(logSince(logFile, Number(offset))).filter((plan) =>
  nodesOf(plan.Plan).some((node) => node.Schema === SCHEMA),
);
const rows = [];
for (const window of windows) {
  if (window.skipped) {
    rows.push(`| ${window.label} | – | – | ${window.skipped} | | | |`);
    continue;
  }
  // A statement is logged when it ends: the ones that ended while the call was in flight are its own.
  const own = plans
    .filter((plan) => plan.at.getTime() >= window.from - 5 && plan.at.getTime() <= window.to + 5)
    .map(describe)
    .filter((statement) => statement.collection !== '–');
  if (!own.length) rows.push(`| ${window.label} (answered ${window.status}) | – | none logged | | | | |`);
  own.forEach((statement, index) =>
    rows.push(
      `| ${index ? '' : `${window.label} (answered ${window.status})`} | ${statement.collection} | \`${statement.condition}\` | ${statement.access} | ${statement.read} | ${statement.returned} | ${statement.ms.toFixed(1)} ms |`,
    ),
  );
}
const table = [
  '| call | collection | condition PostgreSQL filtered by | how PostgreSQL found the rows | rows read | rows to FerretDB (decoded there) | PostgreSQL time |',
  '|---|---|---|---|---:|---:|---:|',
  ...rows,
].join('\n');
writeFileSync(out, `${table}\n`);
process.stdout.write(`${table}\n`);
