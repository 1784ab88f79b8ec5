import type { CookieOptions } from 'express';

/** The httpOnly cookie naming an anonymous shopper's cart. */
export const GUEST_COOKIE = 'guestCartId';

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
