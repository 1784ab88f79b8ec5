import Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import type { IdentityEnv } from '../config';
import { ResetCodeStore } from './reset-code.store';

describe('ResetCodeStore (real Redis)', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const env = {
    RESET_CODES_PER_HOUR: 3,
    RESET_WRONG_TRIES_PER_ADDRESS: 3,
    RESET_WRONG_TRIES_PER_ACCOUNT: 5,
    RESET_TRIES_WINDOW_SECONDS: 3600,
  } as IdentityEnv;
  const store = new ResetCodeStore(redis, env);
  const email = () => `reset-${randomUUID()}@example.test`;
  const SPENT = { outcome: 'spent' };
  const REFUSED = { outcome: 'refused' };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  afterAll(() => redis.quit());

  it('issues six-digit codes and keeps only their hash', async () => {
    const address = email();
    const code = await store.issue(address);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await redis.get(`reset:code:${address}`);
    expect(stored).not.toContain(code);
    expect(stored).toHaveLength(64);
  });

  const verify = async (address: string, code: string) => {
    const check = await store.check(address, code, '10.0.0.1');
    if (check.outcome !== 'verified') throw new Error(`expected the code to verify, got ${check.outcome}`);
    return check.resetToken;
  };

  it('verifies the right code once, then allows one reset with the token it handed out', async () => {
    const address = email();
    const code = await store.issue(address);
    const token = await verify(address, code);
    expect(await store.check(address, code, '10.0.0.1')).toEqual({ outcome: 'invalid' });
    expect(await redis.get(`reset:grant:${createHash('sha256').update(address).digest('hex')}`)).not.toContain(token);
    expect(await store.spendGrant(address, token)).toEqual(SPENT);
    expect(await store.spendGrant(address, token)).toEqual(REFUSED);
  });

  it('a wrong token or none spends nothing: the verifying client still resets', async () => {
    const address = email();
    const token = await verify(address, await store.issue(address));
    expect(await store.spendGrant(address, undefined)).toEqual(REFUSED);
    expect(await store.spendGrant(address, `${token}x`)).toEqual(REFUSED);
    expect(await store.spendGrant(email(), token)).toEqual(REFUSED);
    expect(await store.spendGrant(address, token)).toEqual(SPENT);
  });

  it('past the account budget wrong tokens are told to wait, and the verifying client still resets', async () => {
    const address = email();
    const token = await verify(address, await store.issue(address));
    for (let i = 0; i < env.RESET_WRONG_TRIES_PER_ACCOUNT; i++) {
      expect(await store.spendGrant(address, 'guess')).toEqual(REFUSED);
    }
    expect(await store.spendGrant(address, 'guess')).toEqual({
      outcome: 'locked',
      retryAfterSeconds: expect.any(Number),
    });
    expect(await store.spendGrant(address, token)).toEqual(SPENT);
  });

  it('a new code withdraws the grant of the one before', async () => {
    const address = email();
    const token = await verify(address, await store.issue(address));
    await store.issue(address);
    expect(await store.spendGrant(address, token)).toEqual(REFUSED);
  });

  it('answers a wrong code as it answers a code never sent', async () => {
    const address = email();
    const code = await store.issue(address);
    expect(await store.check(address, wrongFor(code), '10.0.0.1')).toEqual({ outcome: 'invalid' });
    expect(await store.check(email(), '123456', '10.0.0.1')).toEqual({ outcome: 'invalid' });
  });

  it('locks the guessing address out, and a new code does not refill its budget', async () => {
    const address = email();
    let code = await store.issue(address);
    expect(await store.check(address, wrongFor(code), '10.0.0.1')).toEqual({ outcome: 'invalid' });
    expect(await store.check(address, wrongFor(code), '10.0.0.1')).toEqual({ outcome: 'invalid' });
    code = await store.issue(address);
    expect(await store.check(address, wrongFor(code), '10.0.0.1')).toMatchObject({ outcome: 'locked' });
    expect(await store.check(address, code, '10.0.0.1')).toMatchObject({ outcome: 'locked' });
    // The mailbox's owner, elsewhere, still gets in with the code it was sent.
    expect(await store.check(address, code, '10.0.0.2')).toEqual({
      outcome: 'verified',
      resetToken: expect.any(String),
    });
  });

  it('past the account budget each wrong code burns the code, so spread-out guessers get one try per code', async () => {
    const address = email();
    const code = await store.issue(address);
    for (let i = 0; i < env.RESET_WRONG_TRIES_PER_ACCOUNT; i++) {
      expect(await store.check(address, wrongFor(code), `10.1.0.${i}`)).toEqual({ outcome: 'invalid' });
    }
    expect(await store.check(address, code, '10.2.0.1')).toEqual({
      outcome: 'verified',
      resetToken: expect.any(String),
    });
    const next = await store.issue(address);
    expect(await store.check(address, wrongFor(next), '10.3.0.1')).toEqual({ outcome: 'invalid' });
    expect(await store.check(address, next, '10.2.0.1')).toEqual({ outcome: 'invalid' });
  });

  it('allows so many code requests per e-mail per hour', async () => {
    const address = email();
    for (let i = 0; i < env.RESET_CODES_PER_HOUR; i++) expect(await store.claimCodeRequest(address)).toBe(0);
    const wait = await store.claimCodeRequest(address);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await store.claimCodeRequest(email())).toBe(0);
  });

  it('a new code replaces the old one', async () => {
    const address = email();
    const first = await store.issue(address);
    // Codes are random: issue again until the new one differs, so the old one is known to be gone.
    let second = await store.issue(address);
    while (second === first) second = await store.issue(address);
    expect(await store.check(address, first, '10.0.0.1')).toEqual({ outcome: 'invalid' });
    expect(await store.check(address, second, '10.0.0.1')).toEqual({
      outcome: 'verified',
      resetToken: expect.any(String),
    });
  });

  it('never resets without a verification', async () => {
    expect(await store.spendGrant(email(), 'any-token')).toEqual(REFUSED);
  });
});
