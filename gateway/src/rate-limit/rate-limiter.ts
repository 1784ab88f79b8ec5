import { Inject, Injectable } from '@nestjs/common';
import { IdentityHeaders, RateLimited, REDIS } from '@shop/common';
import type Redis from 'ioredis';
import type { IncomingMessage } from 'node:http';
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

/**
 * Calls that cost the shop a good deal each (a checkout reserves stock and may open a payment session;
 * an avatar is decoded, resized and stored), limited per signed-in user once the token is verified.
 * Card and cash checkouts share one allowance.
 */
export const PER_USER_LIMITS = new Map<string, 'orders' | 'avatars'>([
  ['/api/order/checkout', 'orders'],
  ['/api/order/cash-on-delivery', 'orders'],
  ['/api/user/upload-avatar', 'avatars'],
]);

/** Adding to the cart without a cart starts a guest cart in Redis: limited per client address. */
const GUEST_CART_PATH = '/api/cart/create';
const GUEST_CART_COOKIE = /(?:^|;\s*)guestCartId=/;

/** The form services route by (they ignore case and fold slashes), so no spelling of a path escapes its limit. */
const limitedForm = (path: string) =>
  path
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '');

@Injectable()
export class RateLimiter {
  private readonly perAddress: RateLimiterRedis;
  private readonly orders: RateLimiterRedis;
  private readonly avatars: RateLimiterRedis;
  private readonly guestCarts: RateLimiterRedis;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv, @Inject(REDIS) redis: Redis) {
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration,
        // When Redis is unreachable, fall back to a per-process limit rather than opening the door.
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
    this.perAddress = limiter('gateway:rate', env.RATE_LIMIT_POINTS, env.RATE_LIMIT_WINDOW_SECONDS);
    this.orders = limiter('gateway:rate:orders', env.ORDER_RATE_LIMIT_POINTS, env.ORDER_RATE_LIMIT_WINDOW_SECONDS);
    this.avatars = limiter('gateway:rate:avatars', env.AVATAR_RATE_LIMIT_POINTS, env.AVATAR_RATE_LIMIT_WINDOW_SECONDS);
    this.guestCarts = limiter(
      'gateway:rate:guest-carts',
      env.GUEST_CART_RATE_LIMIT_POINTS,
      env.GUEST_CART_RATE_LIMIT_WINDOW_SECONDS,
    );
  }

  /** Whether this path is limited per address at all (most are not, and cost nothing here). */
  limits(path: string): boolean {
    return RATE_LIMITED_PATHS.has(limitedForm(path));
  }

  /** Counts one try from this client address; a refusal once its tries in the window are used up. */
  consume(path: string, clientAddress: string): Promise<Refusal | undefined> {
    const form = limitedForm(path);
    return this.take(this.perAddress, `${form}:${clientAddress}`);
  }

  /**
   * After authentication (the identity headers are the verified caller's): counts a costly call against
   * the signed-in user's allowance, or a guest cart about to be started against the client address.
   */
  consumeAfterAuthentication(
    path: string,
    request: IncomingMessage,
    clientAddress: string,
  ): Promise<Refusal | undefined> {
    const form = limitedForm(path);
    const userId = request.headers[IdentityHeaders.userId];
    const perUser = PER_USER_LIMITS.get(form);
    if (perUser && typeof userId === 'string') return this.take(this[perUser], userId);
    const startsGuestCart =
      form === GUEST_CART_PATH && !userId && !GUEST_CART_COOKIE.test(request.headers.cookie ?? '');
    if (startsGuestCart) return this.take(this.guestCarts, clientAddress);
    return Promise.resolve(undefined);
  }

  private async take(limiter: RateLimiterRedis, key: string): Promise<Refusal | undefined> {
    try {
      await limiter.consume(key);
      return undefined;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return new RateLimited(Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
}
