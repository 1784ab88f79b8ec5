// CPU time used so far by every process of this checkout's stack, from /proc: every process deploy/local
// started (its pid files: services, gateway, FerretDB, MinIO, MailDev, stripe-mock), the PostgreSQL
// backends of this checkout's FerretDB database, and the machine's Redis and RabbitMQ (shared with
// anything else on the machine: their share is an upper bound).
import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds, postgresSeconds } from '../k6/orders/process-cpu.mjs';

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

/** CPU seconds each process (or group) has used so far; FERRETDB_POSTGRES_DATABASE names the database. */
export function sampleStack() {
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

/**
 * Each process's CPU between two samples taken `seconds` apart, as % of one core, and their sum; a
 * process missing from either sample (not running) is left out.
 */
export function coreShares(before, after, seconds) {
  const processes = Object.fromEntries(
    Object.keys(before)
      .filter((name) => before[name] !== undefined && after[name] !== undefined)
      .map((name) => [name, ((after[name] - before[name]) / seconds) * 100]),
  );
  return { processes, total: Object.values(processes).reduce((sum, share) => sum + share, 0) };
}
