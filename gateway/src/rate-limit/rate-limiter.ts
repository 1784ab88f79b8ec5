import { Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { failure, REDIS } from '@shop/common';
import type { NextFunction, Request, Response } from 'express';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { fullPath } from '../proxy/routes';

/**
 * Paths where flooding hurts: each client address gets a few tries per window. Login is not here:
 * the identity service counts failed logins only, per account and address (successes never count).
 */
export const RATE_LIMITED_PATHS = [
  '/api/user/register',
  '/api/user/forgot-password',
  '/api/user/verify-forgot-password-otp',
];

@Injectable()
export class RateLimitMiddleware implements NestMiddleware {
  private readonly limiter: RateLimiterRedis;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv, @Inject(REDIS) redis: Redis) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'gateway:rate',
      points: env.RATE_LIMIT_POINTS,
      duration: env.RATE_LIMIT_WINDOW_SECONDS,
      // When Redis is unreachable, fall back to a per-process limit rather than opening the door.
      insuranceLimiter: new RateLimiterMemory({ points: env.RATE_LIMIT_POINTS, duration: env.RATE_LIMIT_WINDOW_SECONDS }),
    });
  }

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const path = fullPath(request).replace(/\/+$/, '');
    if (!RATE_LIMITED_PATHS.includes(path)) return next();
    try {
      await this.limiter.consume(`${path}:${request.ip}`);
      next();
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        response.setHeader('Retry-After', String(seconds));
        response.status(429).json(failure(`Too many attempts; please wait ${seconds} seconds and try again`));
        return;
      }
      next(rejection);
    }
  }
}
