import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { IDENTITY_ENV, IdentityEnv } from '../config';

export const CODE_TTL_SECONDS = 10 * 60;
/** How long after a successful verification the password may be reset (once, by the verifying client). */
export const RESET_WINDOW_SECONDS = 10 * 60;

export type GrantSpending =
  { outcome: 'spent' } | { outcome: 'refused' } | { outcome: 'locked'; retryAfterSeconds: number };

export type CodeCheck =
  | { outcome: 'verified'; resetToken: string }
  | { outcome: 'invalid' }
  | { outcome: 'locked'; retryAfterSeconds: number };

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

// Hashed, so Redis holds no e-mail or client addresses.
const keys = (email: string, address = '') => ({
  code: `reset:code:${email}`,
  grant: `reset:grant:${hashed(email)}`,
  grantTries: `reset:tries:grant:${hashed(email)}`,
  sent: `reset:sent:${hashed(email)}`,
  accountTries: `reset:tries:account:${hashed(email)}`,
  addressTries: `reset:tries:address:${hashed(`${email}\n${address}`)}`,
});

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const digest = (code: string) => createHash('sha256').update(code).digest();

/** Deletes the grant only when it is the one presented, so a wrong token never spends the owner's. */
const TAKE_GRANT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * One-time password-reset codes in Redis: only a hash is kept, they expire, and guessing is bounded
 * by budgets that a new code never refills (RESET_* settings):
 * - codes mailed per e-mail per hour;
 * - wrong codes per e-mail and client address per window: that address is then locked out of the
 *   e-mail's reset, while the mailbox's owner, entering the right code from elsewhere, still passes;
 * - wrong codes per e-mail across addresses per window: past it, each wrong code also burns the
 *   current code, so guessers spread over many addresses get a single try per mailed code.
 * E-mails without an account are counted the same way, so no answer tells them apart.
 *
 * A verified code becomes a reset grant: a random token handed to the verifying client only (kept
 * hashed), which the reset must present and spends. Knowing the e-mail alone never resets a password.
 * Resets are also budgeted per client address at the gateway and per e-mail here (spendGrant).
 */
@Injectable()
export class ResetCodeStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** Counts a request for a code; the seconds to wait when this e-mail had its codes for the hour (else 0). */
  async claimCodeRequest(email: string): Promise<number> {
    const key = keys(email).sent;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').ttl(key).exec()) as [
      null,
      number,
    ][];
    return count > this.env.RESET_CODES_PER_HOUR ? Math.max(1, ttl) : 0;
  }

  /** A fresh 6-digit code replaces any earlier one; the wrong-code budgets stay as they are. */
  async issue(email: string): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const k = keys(email);
    await this.redis.multi().set(k.code, digest(code).toString('hex'), 'EX', CODE_TTL_SECONDS).del(k.grant).exec();
    return code;
  }

  /** `address` is the client's as the gateway saw it: the one locked out after its wrong codes. */
  async check(email: string, code: string, address: string): Promise<CodeCheck> {
    const k = keys(email, address);
    const addressTries = Number(await this.redis.get(k.addressTries));
    if (addressTries >= this.env.RESET_WRONG_TRIES_PER_ADDRESS) return this.locked(k.addressTries);
    const stored = await this.redis.get(k.code);
    if (stored && timingSafeEqual(Buffer.from(stored, 'hex'), digest(code))) {
      const resetToken = randomBytes(32).toString('base64url');
      await this.redis.multi().del(k.code).set(k.grant, tokenHash(resetToken), 'EX', RESET_WINDOW_SECONDS).exec();
      return { outcome: 'verified', resetToken };
    }
    const window = this.env.RESET_TRIES_WINDOW_SECONDS;
    const [[, byAddress], , [, byAccount]] = (await this.redis
      .multi()
      .incr(k.addressTries)
      .expire(k.addressTries, window, 'NX')
      .incr(k.accountTries)
      .expire(k.accountTries, window, 'NX')
      .exec()) as [null, number][];
    if (byAccount > this.env.RESET_WRONG_TRIES_PER_ACCOUNT) await this.redis.del(k.code);
    if (byAddress >= this.env.RESET_WRONG_TRIES_PER_ADDRESS) return this.locked(k.addressTries);
    return { outcome: 'invalid' };
  }

  /**
   * Spends the grant when `resetToken` is the one verification handed out (once, within the window).
   * Wrong or missing tokens are counted per e-mail: past RESET_WRONG_TRIES_PER_ACCOUNT in the window they
   * are told to wait. The grant itself is never burnt by them, so nobody can block the owner's reset.
   */
  async spendGrant(email: string, resetToken: string | undefined): Promise<GrantSpending> {
    const k = keys(email);
    if (resetToken && (await this.redis.eval(TAKE_GRANT, 1, k.grant, tokenHash(resetToken))) === 1) {
      return { outcome: 'spent' };
    }
    const [[, wrong]] = (await this.redis
      .multi()
      .incr(k.grantTries)
      .expire(k.grantTries, this.env.RESET_TRIES_WINDOW_SECONDS, 'NX')
      .exec()) as [null, number][];
    return wrong > this.env.RESET_WRONG_TRIES_PER_ACCOUNT ? this.locked(k.grantTries) : { outcome: 'refused' };
  }

  private async locked(key: string): Promise<{ outcome: 'locked'; retryAfterSeconds: number }> {
    return { outcome: 'locked', retryAfterSeconds: Math.max(1, await this.redis.ttl(key)) };
  }
}
