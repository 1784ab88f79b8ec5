import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

/** The checkout's root (testkit/dist or testkit/src sits two levels below it). */
const ROOT = resolve(__dirname, '../..');
const DATA_DIR = process.env.SHOP_DATA_DIR ?? resolve(ROOT, '.data');

export type KillableService = 'catalog' | 'order' | 'delivery';

/** Kills a running service as a crash would: SIGKILL to its process group, no shutdown hooks. */
export function killService(service: KillableService): void {
  const pid = Number(readFileSync(`${DATA_DIR}/pids/${service}.pid`, 'utf8'));
  process.kill(-pid, 'SIGKILL');
}

/**
 * Starts it again and waits for its /health. Waits without blocking this process: a restart takes well
 * over the gateway's 5 s keep-alive on a busy machine, and with the event loop blocked (execFileSync)
 * the gateway's closing of idle connections goes unnoticed, so the next request went out on a closed
 * socket ("fetch failed: other side closed").
 */
export async function restartService(service: KillableService): Promise<void> {
  await promisify(execFile)('bash', [`${ROOT}/deploy/local/services.sh`, 'start', service], { timeout: 180_000 });
}
