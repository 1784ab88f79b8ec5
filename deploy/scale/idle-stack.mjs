// CPU the whole local stack uses with no request at all, over SECONDS (issue 21: under 5% of one core):
// every process deploy/local started (services, gateway, FerretDB, MinIO, MailDev, stripe-mock), the
// PostgreSQL backends of this checkout's FerretDB database, and the machine's Redis and RabbitMQ
// (shared with anything else on the machine: their share is an upper bound). Writes a markdown table to OUT.
// FERRETDB_POSTGRES_DATABASE=<db> SECONDS_IDLE=300 OUT=<file> node deploy/scale/idle-stack.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpuSeconds, postgresSeconds } from '../k6/orders/process-cpu.mjs';

const SECONDS = Number(process.env.SECONDS_IDLE ?? 300);
const PIDS = `${process.env.SHOP_DATA_DIR}/pids`;

/** Pids of processes whose command line starts with one of these programs (the machine's shared servers). */
function pidsRunning(program) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/)[0].endsWith(program);
      } catch {
        return false;
      }
    });
}

function sample() {
  const own = Object.fromEntries(
    readdirSync(PIDS)
      .filter((file) => file.endsWith('.pid'))
      .map((file) => [file.slice(0, -4), cpuSeconds(readFileSync(`${PIDS}/${file}`, 'utf8').trim())]),
  );
  const sum = (pids) => pids.reduce((total, pid) => total + (cpuSeconds(pid) ?? 0), 0);
  return {
    ...own,
    'postgresql (this database)': postgresSeconds(process.env.FERRETDB_POSTGRES_DATABASE),
    'redis (shared)': sum(pidsRunning('redis-server')),
    'rabbitmq (shared)': sum(pidsRunning('beam.smp')),
  };
}

const before = sample();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const after = sample();
const rows = Object.keys(before)
  .filter((name) => before[name] !== undefined && after[name] !== undefined)
  .map((name) => [name, ((after[name] - before[name]) / SECONDS) * 100]);
const total = rows.reduce((sum, [, share]) => sum + share, 0);
const table = [
  `Idle for ${SECONDS} s, no request: CPU as % of one core.`,
  '',
  '| process | CPU |',
  '|---|---:|',
  ...rows.map(([name, share]) => `| ${name} | ${share.toFixed(2)}% |`),
  `| **whole stack** | **${total.toFixed(2)}%** |`,
].join('\n');
writeFileSync(process.env.OUT ?? 'idle-stack.md', `${table}\n`);
process.stdout.write(`${table}\n`);
