import { Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { RecordBusy } from '../errors/common.errors';
import { releaseLease, takeLease } from './redis-lease';

/** A holder that dies frees its lock after this long. Work under a lock takes milliseconds. */
export const LOCK_LEASE_MS = 5_000;
/** A waiter waits out a dead holder's whole lease before giving up. */
export const LOCK_WAIT_MS = LOCK_LEASE_MS + 2_000;

/** The lock key of one document: the same for the service's own writes and the outbox relay's. */
export const lockKey = (collection: string, id: unknown) => `${collection}:${String(id)}`;

/**
 * Short exclusive locks on one document, held while it is read and rewritten. FerretDB 1.24 rewrites
 * the whole document on every update and applies conditional updates non-atomically: eight concurrent
 * `updateOne({stock: {$gte: 1}}, {$inc: {stock: -1}})` on a stock of 1 all report a modification
 * (measured), and two writers of one document can undo each other. Each lock is a Redis key set only if
 * absent, holding its owner's token, with a lease: only the owner releases it (a holder whose lease
 * lapsed cannot free a lock someone else took since), and a dead holder's lock frees itself.
 */
@Injectable()
export class DocumentLocks {
  private readonly logger = new Logger('DocumentLocks');

  constructor(private readonly redis: Redis) {}

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lock = `lock:${key}`;
    const token = await this.acquire(lock);
    const started = Date.now();
    try {
      return await work();
    } finally {
      if (!(await releaseLease(this.redis, lock, token))) {
        this.logger.warn(
          `${key}: held ${Date.now() - started} ms, past its ${LOCK_LEASE_MS} ms lease; another holder may have run alongside`,
        );
      }
    }
  }

  private async acquire(lock: string): Promise<string> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const token = await takeLease(this.redis, lock, LOCK_LEASE_MS);
      if (token) return token;
      if (Date.now() > deadline) throw new RecordBusy();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(50, 2 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random())),
      );
    }
  }
}
