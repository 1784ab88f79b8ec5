import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { MAX_WRONG_TRIES, ResetCodeStore } from './reset-code.store';

describe('ResetCodeStore (real Redis)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const store = new ResetCodeStore(redis);
  const email = () => `reset-${randomUUID()}@example.test`;

  afterAll(() => redis.quit());

  it('issues six-digit codes and keeps only their hash', async () => {
    const address = email();
    const code = await store.issue(address);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await redis.get(`reset:code:${address}`);
    expect(stored).not.toContain(code);
    expect(stored).toHaveLength(64);
  });

  it('verifies the right code once, then allows one reset', async () => {
    const address = email();
    const code = await store.issue(address);
    expect(await store.check(address, code)).toEqual({ outcome: 'verified' });
    expect(await store.check(address, code)).toEqual({ outcome: 'missing' });
    expect(await store.consumeVerification(address)).toBe(true);
    expect(await store.consumeVerification(address)).toBe(false);
  });

  it('counts wrong guesses down and locks after the last one', async () => {
    const address = email();
    const code = await store.issue(address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = MAX_WRONG_TRIES - 1; left > 0; left--) {
      expect(await store.check(address, wrong)).toEqual({ outcome: 'wrong', triesLeft: left });
    }
    expect(await store.check(address, wrong)).toMatchObject({ outcome: 'locked' });
    expect(await store.check(address, code)).toMatchObject({ outcome: 'locked' });
    expect(await store.isLocked(address)).toBeGreaterThan(0);
  });

  it('a new code replaces the old one', async () => {
    const address = email();
    const first = await store.issue(address);
    // Codes are random: issue again until the new one differs, so the old one is known to be gone.
    let second = await store.issue(address);
    while (second === first) second = await store.issue(address);
    expect(await store.check(address, first)).toMatchObject({ outcome: 'wrong' });
    expect(await store.check(address, second)).toEqual({ outcome: 'verified' });
  });

  it('never verifies without a verification', async () => {
    expect(await store.consumeVerification(email())).toBe(false);
  });
});
