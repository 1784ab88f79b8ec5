import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { JobLeases } from './job-leases';

describe('JobLeases (real Redis)', () => {
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    await redis.quit();
  });

  it('runs a job in one replica at a time, and again once it is done', async () => {
    const service = `spec-${randomUUID().slice(0, 8)}`;
    const [replicaA, replicaB] = [new JobLeases(redis, service), new JobLeases(redis, service)];
    let runs = 0;
    const job = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    const ran = await Promise.all([
      replicaA.runExclusive('sweep', 5_000, job),
      replicaB.runExclusive('sweep', 5_000, job),
    ]);
    expect(ran.sort()).toEqual([false, true]);
    expect(runs).toBe(1);
    expect(await replicaB.runExclusive('sweep', 5_000, job)).toBe(true);
    expect(runs).toBe(2);
  });

  it('frees the job when its holder dies (the lease lapses), and a lapsed holder does not free its successor', async () => {
    const service = `spec-${randomUUID().slice(0, 8)}`;
    const [slow, next, third] = [
      new JobLeases(redis, service),
      new JobLeases(redis, service),
      new JobLeases(redis, service),
    ];
    let finishSlow!: () => void;
    const slowRun = slow.runExclusive('purge', 100, () => new Promise<void>((resolve) => (finishSlow = resolve)));
    // The slow holder still runs when its 100 ms lease lapses: the next replica tries until it takes the
    // job over (its job has started), however long the lapse takes on a busy machine; no delay is assumed.
    let finishNext!: () => void;
    let nextStarted!: () => void;
    const started = new Promise<'started'>((resolve) => (nextStarted = () => resolve('started')));
    let nextRun: Promise<boolean>;
    for (let tries = 1; ; tries++) {
      nextRun = next.runExclusive(
        'purge',
        5_000,
        () =>
          new Promise<void>((resolve) => {
            finishNext = resolve;
            nextStarted();
          }),
      );
      if ((await Promise.race([nextRun, started])) === 'started') break;
      if (tries === 500) throw new Error('the lapsed lease was never taken over');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    finishSlow();
    expect(await slowRun).toBe(true);
    expect(await third.runExclusive('purge', 5_000, async () => undefined)).toBe(false);
    finishNext();
    expect(await nextRun).toBe(true);
  });
});
