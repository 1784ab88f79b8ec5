// CPU the whole local stack uses with no request at all, over SECONDS (issue 21: under 5% of one core):
// every process of stack-cpu.mjs. Writes a markdown table to OUT and the figures beside it (OUT with .json).
// FERRETDB_POSTGRES_DATABASE=<db> SECONDS_IDLE=300 OUT=<file> node deploy/scale/idle-stack.mjs
import { writeFileSync } from 'node:fs';
import { coreShares, sampleStack } from './stack-cpu.mjs';

const SECONDS = Number(process.env.SECONDS_IDLE ?? 300);
const OUT = process.env.OUT ?? 'idle-stack.md';

const before = sampleStack();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const { processes, total } = coreShares(before, sampleStack(), SECONDS);
const table = [
  `Idle for ${SECONDS} s, no request: CPU as % of one core.`,
  '',
  '| process | CPU |',
  '|---|---:|',
  ...Object.entries(processes).map(([name, share]) => `| ${name} | ${share.toFixed(2)}% |`),
  `| **whole stack** | **${total.toFixed(2)}%** |`,
].join('\n');
writeFileSync(OUT, `${table}\n`);
writeFileSync(OUT.replace(/(\.md)?$/, '.json'), `${JSON.stringify({ seconds: SECONDS, processes, total }, null, 2)}\n`);
process.stdout.write(`${table}\n`);
