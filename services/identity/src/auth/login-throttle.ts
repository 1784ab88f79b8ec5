import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { TooManyLoginFailures, TooManyLogins } from '../identity.errors';

/**
 * Limits what a password guesser does, not what shoppers do: failed logins count. A few consecutive
 * failures lock that account for that client address (a success clears them), and a looser limit caps
 * the failures of one address across accounts. Many people signing in from one office or carrier
 * address never lock each other out. Successful logins (each a bcrypt comparison and a new session)
 * have a generous allowance per account and address too, so not even the password holder can spend
 * the service's CPU at will.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** Throws TooManyLoginFailures while the account is locked for this address, or the address is. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const [accountFailures, addressFailures, successes] = (
      await this.redis.mget(keys.account, keys.address, keys.successes)
    ).map(Number);
    if (successes >= this.env.LOGIN_MAX_SUCCESSES)
      throw new TooManyLogins(Math.max(1, await this.redis.ttl(keys.successes)));
    const locked = [
      accountFailures >= this.env.LOGIN_MAX_CONSECUTIVE_FAILURES ? keys.account : undefined,
      addressFailures >= this.env.LOGIN_MAX_FAILURES_PER_ADDRESS ? keys.address : undefined,
    ].filter((key): key is string => key !== undefined);
    if (locked.length === 0) return;
    const waits = await Promise.all(locked.map((key) => this.redis.ttl(key)));
    throw new TooManyLoginFailures(Math.max(1, ...waits));
  }

  /** Each failure extends the account lock window; the address window runs from its first failure. */
  async recordFailure(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.redis
      .multi()
      .incr(keys.account)
      .expire(keys.account, this.env.LOGIN_LOCK_SECONDS)
      .incr(keys.address)
      .expire(keys.address, this.env.LOGIN_ADDRESS_WINDOW_SECONDS, 'NX')
      .exec();
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    await this.redis
      .multi()
      .del(keys.account)
      .incr(keys.successes)
      .expire(keys.successes, this.env.LOGIN_SUCCESS_WINDOW_SECONDS, 'NX')
      .exec();
  }

  private keys(email: string, address: string) {
    // Hashed, so Redis holds no email addresses.
    const account = createHash('sha256').update(`${email}\n${address}`).digest('hex');
    return {
      account: `login:failures:account:${account}`,
      address: `login:failures:address:${address}`,
      successes: `login:successes:${account}`,
    };
  }
}
