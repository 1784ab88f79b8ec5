import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Another gateway process of the built gateway (dist/main.js), on ports of its own, beside the one the
 * stack runs: for what needs two replicas, or settings of its own.
 */
export class GatewayProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly metricsUrl: string,
  ) {}

  static async start(port: number, metricsPort: number, env: Record<string, string> = {}): Promise<GatewayProcess> {
    const child = spawn(process.execPath, [join(__dirname, '../../dist/main.js')], {
      env: { ...process.env, ...env, GATEWAY_PORT: String(port), GATEWAY_METRICS_PORT: String(metricsPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const gateway = new GatewayProcess(child, `http://127.0.0.1:${port}`, `http://127.0.0.1:${metricsPort}`);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the second gateway exited (${child.exitCode})`);
      const up = await fetch(`${gateway.url}/health/live`).then(
        (answer) => answer.ok,
        () => false,
      );
      // Up, and its live feed consuming: the first stream must not miss an event published right after.
      if (up && (await gateway.metric('live_streams_open')) !== undefined && (await gateway.consuming())) {
        return gateway;
      }
      if (Date.now() > deadline) throw new Error('the second gateway did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /** Resident memory of the process (bytes). */
  residentBytes(): number {
    const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
  }

  /** A series of its /metrics (the first whose labels include `labels`), or undefined when absent. */
  async metric(name: string, labels = ''): Promise<number | undefined> {
    const text = await (await fetch(`${this.metricsUrl}/metrics`)).text();
    const line = text.split('\n').find((row) => row.startsWith(name) && row.includes(labels) && !row.startsWith('#'));
    return line === undefined ? undefined : Number(line.split(' ').pop());
  }

  /** Stops it as Kubernetes does (SIGTERM) and waits for it to exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }

  private async consuming(): Promise<boolean> {
    return (await this.metric('live_feed_consuming')) === 1;
  }
}
