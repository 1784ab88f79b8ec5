import type { CookieOptions } from 'express';

/** The httpOnly cookie naming an anonymous shopper's cart. */
export const GUEST_COOKIE = 'guestCartId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guest cart id a cookie value holds, or undefined when it is absent or forged into something else. */
export function guestIdFrom(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}

/** Scoped to the cart routes: no other service needs to see it. */
export function guestCookieOptions(secure: boolean, maxAgeSeconds?: number): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/cart',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds * 1000 }),
  };
}
