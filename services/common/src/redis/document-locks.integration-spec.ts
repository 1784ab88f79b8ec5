import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { DocumentLocks, LOCK_LEASE_MS, LOCK_WAIT_MS, lockKey } from './document-locks';

/** Polls until the check holds (work started in the background has reached the point it reports). */
async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('DocumentLocks (real Redis)', () => {
  let redis: Redis;
  let locks: DocumentLocks;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    locks = new DocumentLocks(redis);
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('runs work on one key one at a time, so read-modify-write loses nothing', async () => {
    const key = lockKey('counters', randomUUID());
    let value = 0;
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        locks.withLock(key, async () => {
          inside++;
          most = Math.max(most, inside);
          const read = value;
          await new Promise((resolve) => setTimeout(resolve, 5));
          value = read + 1;
          inside--;
        }),
      ),
    );
    expect(value).toBe(8);
    expect(most).toBe(1);
  });

  it('queues one process’s callers in memory: each asks Redis once, none polls', async () => {
    const key = lockKey('hot', randomUUID());
    const asked = jest.spyOn(redis, 'set');
    try {
      await Promise.all(
        Array.from({ length: 20 }, () => locks.withLock(key, () => new Promise((resolve) => setTimeout(resolve, 5)))),
      );
      // Without the queue the nineteen waiters poll the taken key every few milliseconds.
      expect(asked.mock.calls.filter(([asking]) => asking === `lock:${key}`).length).toBe(20);
    } finally {
      asked.mockRestore();
    }
  });

  it('lets different keys proceed together and frees the lock when the work fails', async () => {
    const key = lockKey('things', randomUUID());
    await expect(locks.withLock(key, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(locks.withLock(key, async () => 'free again')).resolves.toBe('free again');
  });

  it('waits out a dead holder’s lease, then takes the lock', async () => {
    expect(LOCK_WAIT_MS).toBeGreaterThan(LOCK_LEASE_MS);
    const key = lockKey('orphans', randomUUID());
    // A holder that died with 300 ms of its lease left.
    await redis.set(`lock:${key}`, 'dead-holder', 'PX', 300);
    // The work runs only once the lock is its own: the dead holder's entry is gone, not overlooked (the
    // wait against the lease left: deploy/k6/run-messaging-bench.sh).
    const holderDuringWork = await locks.withLock(key, async () => redis.get(`lock:${key}`));
    expect(holderDuringWork).not.toBeNull();
    expect(holderDuringWork).not.toBe('dead-holder');
  });

  it('a holder whose lease lapsed does not release the lock its successor (another replica) holds', async () => {
    const otherReplica = new DocumentLocks(redis);
    const key = lockKey('leases', randomUUID());
    let releaseSlowHolder!: () => void;
    const slowHolderDone = locks.withLock(key, () => new Promise<void>((resolve) => (releaseSlowHolder = resolve)));
    await until(() => releaseSlowHolder !== undefined, 'the slow holder to take the lock');
    // The slow holder's lease lapses (made to happen now instead of waiting LOCK_LEASE_MS).
    await redis.del(`lock:${key}`);
    let successorToken: string | null = null;
    let releaseSuccessor!: () => void;
    const successorDone = otherReplica.withLock(key, async () => {
      successorToken = await redis.get(`lock:${key}`);
      await new Promise<void>((resolve) => (releaseSuccessor = resolve));
    });
    await until(() => releaseSuccessor !== undefined, 'the successor to take the lock');
    expect(successorToken).not.toBeNull();

    releaseSlowHolder();
    await slowHolderDone;
    // The slow holder's release left the successor's entry in place, so a third caller must wait for it.
    expect(await redis.get(`lock:${key}`)).toBe(successorToken);
    let thirdInside = false;
    const thirdDone = locks.withLock(key, async () => void (thirdInside = true));
    expect(await redis.get(`lock:${key}`)).toBe(successorToken);
    expect(thirdInside).toBe(false);
    releaseSuccessor();
    await successorDone;
    await thirdDone;
    expect(thirdInside).toBe(true);
  });
});
