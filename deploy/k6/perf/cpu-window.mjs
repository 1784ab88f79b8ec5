// Cuts a window out of cpu-sampler.mjs's samples and writes, per process group, the CPU it used per
// unit of work in that window (e.g. per order placed) and its share of the machine's busy time, as a
// markdown table, largest first.
// Usage: node cpu-window.mjs <samples file> <from epoch ms> <to epoch ms> <units done in the window> <unit name> <out.md>
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const [samplesFile, from, to, units, unitName, out] = process.argv.slice(2);
const samples = readFileSync(samplesFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line));
const nearest = (at) =>
  samples.reduce((best, sample) => (Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best));
const first = nearest(Number(from));
const last = nearest(Number(to));
if (last.at <= first.at) throw new Error('the window holds no samples');

/** CPU seconds a group used between the two samples; a process that started meanwhile counts from zero. */
const used = (name) =>
  Object.entries(last.groups[name] ?? {}).reduce(
    (sum, [pid, seconds]) => sum + seconds - (first.groups[name]?.[pid] ?? 0),
    0,
  );

const seconds = (last.at - first.at) / 1000;
const machine = last.machine - first.machine;
const rows = Object.keys(last.groups)
  .map((name) => ({ name, cpu: used(name) }))
  .filter((row) => row.cpu > 0)
  .sort((a, b) => b.cpu - a.cpu);
const perUnit = (cpu) => `${((cpu * 1000) / Number(units)).toFixed(2)} ms`;
const share = (cpu) => `${((cpu / machine) * 100).toFixed(0)}%`;
const listed = rows.reduce((sum, row) => sum + row.cpu, 0);
const table = [
  `CPU per ${unitName} over ${seconds.toFixed(0)} s (${units} ${unitName}s; the machine was busy ${((machine / seconds / cpus().length) * 100).toFixed(0)}% of its ${cpus().length} cores):`,
  '',
  `| process | CPU per ${unitName} | share of the machine's busy time |`,
  '|---|---:|---:|',
  ...rows.map((row) => `| ${row.name} | ${perUnit(row.cpu)} | ${share(row.cpu)} |`),
  `| everything else (kernel, other processes) | ${perUnit(machine - listed)} | ${share(machine - listed)} |`,
  `| **whole machine** | **${perUnit(machine)}** | 100% |`,
].join('\n');
writeFileSync(out, `${table}\n`);
console.log(table);
