import { Inject, Injectable } from '@nestjs/common';
import { RateLimited, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import type { Refusal } from '../http/refusal';

/**
 * Paths where flooding hurts: each client address gets a few tries per window. Login is not here:
 * the identity service counts failed logins only, per account and address (successes never count).
 */
export const RATE_LIMITED_PATHS = new Set([
  '/api/user/register',
  '/api/user/forgot-password',
  '/api/user/verify-forgot-password-otp',
]);

/** The form services route by (they ignore case and fold slashes), so no spelling of a path escapes its limit. */
const limitedForm = (path: string) =>
  path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');

@Injectable()
export class RateLimiter {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv, @Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'gateway:rate',
      points: env.RATE_LIMIT_POINTS,
      duration: env.RATE_LIMIT_WINDOW_SECONDS,
      // When Redis is unreachable, fall back to a per-process limit rather than opening the door.
      insuranceLimiter: new RateLimiterMemory({
        points: env.RATE_LIMIT_POINTS,
        duration: env.RATE_LIMIT_WINDOW_SECONDS,
      }),
    });
  }

  /** Whether this path is limited at all (most are not, and cost nothing here). */
  limits(path: string): boolean {
    return RATE_LIMITED_PATHS.has(limitedForm(path));
  }

  /** Counts one try from this client address; a refusal once its tries in the window are used up. */
  async consume(path: string, clientAddress: string): Promise<Refusal | undefined> {
    try {
      await this.limiter.consume(`${limitedForm(path)}:${clientAddress}`);
      return undefined;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return new RateLimited(Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
}
