import type { CookieOptions, Response } from 'express';
import type { IdentityEnv } from '../config';
import type { TokenPair } from './token.service';

export const ACCESS_COOKIE = 'accessToken';
export const REFRESH_COOKIE = 'refreshToken';
/** The refresh cookie only travels to the identity routes that need it. */
const REFRESH_PATH = '/api/user';

function base(env: IdentityEnv): CookieOptions {
  return { httpOnly: true, secure: env.COOKIE_SECURE, sameSite: 'lax' };
}

/**
 * The access cookie is kept as long as the session (the token inside says when it expires): a browser
 * that still sends the expired token is told 401 and refreshes, where a vanished cookie would make a
 * signed-in shopper a guest without a word.
 */
export function setAuthCookies(response: Response, tokens: TokenPair, env: IdentityEnv): void {
  response.cookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base(env),
    path: '/',
    maxAge: env.REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
  response.cookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(env),
    path: REFRESH_PATH,
    maxAge: env.REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
}

export function clearAuthCookies(response: Response, env: IdentityEnv): void {
  response.clearCookie(ACCESS_COOKIE, { ...base(env), path: '/' });
  response.clearCookie(REFRESH_COOKIE, { ...base(env), path: REFRESH_PATH });
}
