import type { Request, Response } from 'express';
import type { IdentityEnv } from '../config';
import { RESET_WINDOW_SECONDS } from './reset-code.store';

/**
 * The reset grant travels back in an httpOnly cookie scoped to the reset route, so the spec's client,
 * which sends only `{email, newPassword, confirmPassword}` after verifying, still resets from the browser
 * that verified; clients without cookies send the answer's `resetToken` in the body instead.
 */
export const RESET_GRANT_COOKIE = 'resetToken';
const RESET_GRANT_PATH = '/api/user/reset-password';

const options = (env: IdentityEnv) => ({
  httpOnly: true,
  secure: env.COOKIE_SECURE,
  sameSite: 'strict' as const,
  path: RESET_GRANT_PATH,
});

export function setResetGrantCookie(response: Response, token: string, env: IdentityEnv): void {
  response.cookie(RESET_GRANT_COOKIE, token, { ...options(env), maxAge: RESET_WINDOW_SECONDS * 1000 });
}

export function clearResetGrantCookie(response: Response, env: IdentityEnv): void {
  response.clearCookie(RESET_GRANT_COOKIE, options(env));
}

/** The grant a reset presents: in the body (token clients), else in the cookie verify set. */
export function presentedResetGrant(request: Request, bodyToken: string | undefined): string | undefined {
  if (bodyToken) return bodyToken;
  const cookie = request.cookies?.[RESET_GRANT_COOKIE];
  return typeof cookie === 'string' && cookie ? cookie : undefined;
}
