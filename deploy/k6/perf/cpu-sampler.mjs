// CPU used by each process of the stack while a load runs, from /proc (user + system), sampled every
// second until stopped (SIGTERM), so that a window of the run (the k6 load scenario, not its setup)
// can be cut out afterwards with cpu-window.mjs. Groups: every process deploy/local started (its pid
// files), PostgreSQL (all its backends), Redis, RabbitMQ, k6, and the whole machine from /proc/stat.
// Usage: node cpu-sampler.mjs <pids dir> <samples file>
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const [pidsDir, samplesFile] = process.argv.slice(2);
const TICKS_PER_SECOND = 100;
/** Processes found by their command name, besides those with pid files. */
const BY_COMMAND = { postgres: 'postgres', redis: 'redis-server', rabbitmq: 'beam.smp', k6: 'k6' };

function statOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { command, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** The pids deploy/local started, by name; a service's pid file names its process group leader. */
function startedPids() {
  const groups = {};
  for (const file of readdirSync(pidsDir).filter((name) => name.endsWith('.pid'))) {
    const pid = readFileSync(`${pidsDir}/${file}`, 'utf8').trim();
    if (pid) groups[file.replace(/\.pid$/, '')] = pid;
  }
  return groups;
}

function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (ticks.reduce((sum, value) => sum + value, 0) - ticks[3] - ticks[4]) / TICKS_PER_SECOND;
}

/** One sample: per group, the CPU seconds of each of its live processes (so processes that come and go count right). */
function sample(started) {
  const groups = Object.fromEntries([...Object.keys(started), ...Object.keys(BY_COMMAND)].map((name) => [name, {}]));
  const leaders = new Map(Object.entries(started).map(([name, pid]) => [pid, name]));
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = statOf(pid);
    if (!stat) continue;
    const byCommand = Object.entries(BY_COMMAND).find(([, command]) => stat.command === command)?.[0];
    const group = leaders.get(pid) ?? byCommand;
    if (group) groups[group][pid] = stat.seconds;
  }
  return { at: Date.now(), machine: machineBusySeconds(), groups };
}

const started = startedPids();
writeFileSync(samplesFile, '');
const take = () => appendFileSync(samplesFile, `${JSON.stringify(sample(started))}\n`);
take();
const timer = setInterval(take, 1000);
process.on('SIGTERM', () => {
  clearInterval(timer);
  take();
  process.exit(0);
});
