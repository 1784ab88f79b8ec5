import { Inject, Injectable } from '@nestjs/common';
import { IdentityHeaders, RateLimited, REDIS, verifiedGuestCartId } from '@shop/common';
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
  '/api/user/reset-password',
]);

/**
 * Calls that cost the shop a good deal each (a checkout reserves stock and may open a payment session;
 * an avatar is decoded, resized and stored; an address is kept for good, even once removed), limited
 * per signed-in user once the token is verified. Card and cash checkouts share one allowance.
 */
export const PER_USER_LIMITS = new Map<string, 'orders' | 'avatars' | 'addresses'>([
  ['/api/order/checkout', 'orders'],
  ['/api/order/cash-on-delivery', 'orders'],
  ['/api/user/upload-avatar', 'avatars'],
  ['/api/address/create', 'addresses'],
]);

/**
 * Adding to the cart without a cart the shop issued starts a guest cart in Redis: limited per client
 * address. A made-up cookie is no cart (the cart service ignores it too), so it does not skip the limit.
 */
const GUEST_CART_PATH = '/api/cart/create';
const GUEST_CART_COOKIE = /(?:^|;\s*)guestCartId=([^;]*)/;

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
  private readonly addresses: RateLimiterRedis;
  private readonly guestCarts: RateLimiterRedis;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(REDIS) redis: Redis,
  ) {
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
    this.addresses = limiter(
      'gateway:rate:addresses',
      env.ADDRESS_RATE_LIMIT_POINTS,
      env.ADDRESS_RATE_LIMIT_WINDOW_SECONDS,
    );
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
    if (form === GUEST_CART_PATH && !userId && !this.holdsGuestCart(request)) {
      return this.take(this.guestCarts, clientAddress);
    }
    return Promise.resolve(undefined);
  }

  private holdsGuestCart(request: IncomingMessage): boolean {
    const presented = GUEST_CART_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    return verifiedGuestCartId(presented, this.env.GATEWAY_SHARED_SECRET) !== undefined;
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
