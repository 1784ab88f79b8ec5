import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_TTL_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES = 5;
export const LOCK_SECONDS = 15 * 60;
/** How long after a successful verification the password may be reset (once). */
export const RESET_WINDOW_SECONDS = 10 * 60;

export type CodeCheck =
  | { outcome: 'verified' }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'missing' };

const keys = (email: string) => ({
  code: `reset:code:${email}`,
  tries: `reset:tries:${email}`,
  lock: `reset:lock:${email}`,
  verified: `reset:verified:${email}`,
});

const digest = (code: string) => createHash('sha256').update(code).digest();

/** One-time password-reset codes in Redis: only a hash is kept, they expire, and wrong guesses are limited. */
@Injectable()
export class ResetCodeStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** A fresh 6-digit code replaces any earlier one and clears the wrong-guess counter. */
  async issue(email: string): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const k = keys(email);
    await this.redis
      .multi()
      .set(k.code, digest(code).toString('hex'), 'EX', CODE_TTL_SECONDS)
      .del(k.tries, k.verified)
      .exec();
    return code;
  }

  async isLocked(email: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(keys(email).lock));
  }

  async check(email: string, code: string): Promise<CodeCheck> {
    const k = keys(email);
    const lockedFor = await this.isLocked(email);
    if (lockedFor > 0) return { outcome: 'locked', retryAfterSeconds: lockedFor };
    const stored = await this.redis.get(k.code);
    if (!stored) return { outcome: 'missing' };
    if (timingSafeEqual(Buffer.from(stored, 'hex'), digest(code))) {
      await this.redis.multi().del(k.code, k.tries).set(k.verified, '1', 'EX', RESET_WINDOW_SECONDS).exec();
      return { outcome: 'verified' };
    }
    const tries = await this.redis.incr(k.tries);
    await this.redis.expire(k.tries, CODE_TTL_SECONDS);
    if (tries >= MAX_WRONG_TRIES) {
      await this.redis.multi().del(k.code, k.tries).set(k.lock, '1', 'EX', LOCK_SECONDS).exec();
      return { outcome: 'locked', retryAfterSeconds: LOCK_SECONDS };
    }
    return { outcome: 'wrong', triesLeft: MAX_WRONG_TRIES - tries };
  }

  /** True once per successful verification, within the window. */
  async consumeVerification(email: string): Promise<boolean> {
    return (await this.redis.getdel(keys(email).verified)) === '1';
  }
}
