// CPU time used so far by the processes of this checkout's stack, from /proc (user + system seconds).
import { readdirSync, readFileSync } from 'node:fs';

/** The pid deploy/local wrote for a process it started (ferretdb, order, gateway…), if any. */
export function pidOf(name) {
  try {
    return readFileSync(`${process.env.SHOP_DATA_DIR}/pids/${name}.pid`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used so far; undefined where there is none. */
export function cpuSeconds(pid) {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of the PostgreSQL backends serving one database (this checkout's FerretDB: they live as
 * long as its connection pool). Other checkouts' databases on the same server are not counted.
 */
export function postgresSeconds(database) {
  if (!database) return undefined;
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`: postgres ${database} `))
        total += cpuSeconds(pid) ?? 0;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** Busy CPU seconds of the whole machine so far (every core, every process), from /proc/stat. */
export function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return (ticks.reduce((sum, value) => sum + value, 0) - ticks[3] - ticks[4]) / 100;
}

/** A reading of every counter above: the order service's processes, its database, the machine. */
export function sampleCpu(database) {
  return {
    ferretdb: cpuSeconds(pidOf('ferretdb')),
    postgres: postgresSeconds(database),
    order: cpuSeconds(pidOf('order')),
    gateway: cpuSeconds(pidOf('gateway')),
    machine: machineBusySeconds(),
  };
}

/** Seconds each counter moved between two readings. */
export function cpuBetween(before, after) {
  return Object.fromEntries(
    Object.keys(before).map((name) => [
      name,
      before[name] === undefined || after[name] === undefined ? undefined : after[name] - before[name],
    ]),
  );
}
