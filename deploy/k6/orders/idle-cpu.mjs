// CPU the order service's side of the stack uses with no request at all (its sweeps and relays reading
// history), over SECONDS: FerretDB, PostgreSQL's backends for this checkout's database, the order
// service. Writes a markdown line to OUT.
// FERRETDB_POSTGRES_DATABASE=<db> SECONDS_IDLE=60 OUT=<file> node idle-cpu.mjs
import { writeFileSync } from 'node:fs';
import { cpuBetween, sampleCpu } from './process-cpu.mjs';

const SECONDS = Number(process.env.SECONDS_IDLE ?? 60);
const DATABASE = process.env.FERRETDB_POSTGRES_DATABASE;

const before = sampleCpu(DATABASE);
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const used = cpuBetween(before, sampleCpu(DATABASE));
const share = (name) => (used[name] === undefined ? '–' : `${Math.round((used[name] / SECONDS) * 100)}% of a core`);
const line = `Idle for ${SECONDS} s (no request): FerretDB ${share('ferretdb')}, PostgreSQL (this database) ${share('postgres')}, order service ${share('order')}.`;
writeFileSync(process.env.OUT ?? 'idle-cpu.md', `${line}\n`);
process.stdout.write(`${line}\n`);
