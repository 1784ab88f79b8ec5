import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { IDENTITY_ENV, IdentityEnv } from '../config';

export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
/** Wrong codes after which a pending change is dropped (the user asks again, within the hourly allowance). */
export const MAX_WRONG_EMAIL_CODES = 5;

const keys = (userId: string) => ({
  pending: `email-change:pending:${userId}`,
  tries: `email-change:tries:${userId}`,
  asked: `email-change:asked:${userId}`,
});

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * A pending e-mail change per user in Redis: the new address and the hash of the code mailed to it,
 * for ten minutes; how many changes the user asked for this hour.
 */
@Injectable()
export class EmailChangeStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** Counts one request; the seconds to wait when the user had their changes for the hour (else 0). */
  async claimRequest(userId: string): Promise<number> {
    const key = keys(userId).asked;
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(key).expire(key, 3600, 'NX').ttl(key).exec()) as [
      null,
      number,
    ][];
    return count > this.env.EMAIL_CHANGES_PER_HOUR ? Math.max(1, ttl) : 0;
  }

  /** A fresh code for a change to `email`, replacing any change pending. */
  async issue(userId: string, email: string): Promise<string> {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    const k = keys(userId);
    await this.redis
      .multi()
      .del(k.pending, k.tries)
      .hset(k.pending, { email, code: digest(code) })
      .expire(k.pending, EMAIL_CODE_TTL_SECONDS)
      .exec();
    return code;
  }

  /** The new address when the code is right (the change is then no longer pending), else undefined. */
  async confirm(userId: string, code: string): Promise<string | undefined> {
    const k = keys(userId);
    const pending = await this.redis.hgetall(k.pending);
    if (!pending.email || !pending.code) return undefined;
    if (timingSafeEqual(Buffer.from(pending.code), Buffer.from(digest(code)))) {
      await this.redis.del(k.pending, k.tries);
      return pending.email;
    }
    const tries = await this.redis.incr(k.tries);
    await this.redis.expire(k.tries, EMAIL_CODE_TTL_SECONDS);
    if (tries >= MAX_WRONG_EMAIL_CODES) await this.redis.del(k.pending, k.tries);
    return undefined;
  }
}
