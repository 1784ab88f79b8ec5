import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { releaseLease, takeLease } from './redis-lease';

/**
 * Background jobs that must run in one replica at a time (sweeps, purges, start-up set-up). A job
 * runs only while its replica holds the job's lease: a Redis key set only if absent, holding the
 * holder's token, released by its holder alone and expiring by itself if the holder dies.
 */
export class JobLeases {
  private readonly logger = new Logger('JobLeases');

  constructor(
    private readonly redis: Redis,
    private readonly service: string,
  ) {}

  /**
   * Runs `work` every `intervalMs`: in one replica at a time (runExclusive) and one round at a time in
   * this process; a round that fails is logged and the next one tries again. Answers what stops it.
   */
  every(job: string, intervalMs: number, leaseMs: number, work: () => Promise<void>): () => void {
    let running = false;
    const timer = setInterval(async () => {
      if (running) return;
      running = true;
      try {
        await this.runExclusive(job, leaseMs, work);
      } catch (error) {
        this.logger.warn(`${job} incomplete, the next round retries: ${(error as Error).message}`);
      } finally {
        running = false;
      }
    }, intervalMs);
    return () => clearInterval(timer);
  }

  /** Runs `work` unless another replica is running this job; answers whether it ran here. */
  async runExclusive(job: string, leaseMs: number, work: () => Promise<void>): Promise<boolean> {
    const key = `job:${this.service}:${job}`;
    const token = await takeLease(this.redis, key, leaseMs);
    if (!token) return false;
    try {
      await work();
      return true;
    } finally {
      const released = await releaseLease(this.redis, key, token).catch(() => false);
      if (!released) this.logger.warn(`${job} ran past its ${leaseMs} ms lease`);
    }
  }
}
