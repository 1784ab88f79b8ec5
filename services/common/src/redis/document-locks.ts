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
 *
 * Callers in one process wait for one another in memory, in arrival order, and only the first asks
 * Redis: a hot document (the order counters, a product many carts hold) would otherwise have every
 * waiter polling Redis at once, and the polling cost CPU in every process (deploy/k6/results/
 * checkout-benchmark.md, 2026-12-06). Redis still decides between processes.
 */
@Injectable()
export class DocumentLocks {
  private readonly logger = new Logger('DocumentLocks');
  /** Per key, the turn of this process's last caller: resolved once it is done with the lock. */
  private readonly lastTurn = new Map<string, Promise<void>>();

  constructor(private readonly redis: Redis) {}

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    const previous = this.lastTurn.get(key);
    let done!: () => void;
    const turn = new Promise<void>((resolve) => (done = resolve));
    this.lastTurn.set(key, turn);
    try {
      if (previous) await this.waitFor(previous, deadline);
      return await this.withSharedLock(key, deadline, work);
    } finally {
      done();
      if (this.lastTurn.get(key) === turn) this.lastTurn.delete(key);
    }
  }

  private async withSharedLock<T>(key: string, deadline: number, work: () => Promise<T>): Promise<T> {
    const lock = `lock:${key}`;
    const token = await this.acquire(lock, deadline);
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

  /** The previous caller's turn, or RecordBusy at the deadline (its work hangs; Redis still guards the document). */
  private async waitFor(previous: Promise<void>, deadline: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const busy = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RecordBusy()), Math.max(0, deadline - Date.now()));
    });
    try {
      await Promise.race([previous, busy]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async acquire(lock: string, deadline: number): Promise<string> {
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
