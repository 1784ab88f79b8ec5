import type { Request } from 'express';
import type { IdentityEnv } from '../config';
import { REFRESH_COOKIE } from './auth-cookies';

/**
 * Sent as `body` by token-mode clients, which keep the tokens themselves (the spec's client stores
 * them on the device): login then puts the refresh token in its answer. The web app never sends it,
 * so its refresh token stays in the httpOnly cookie, out of reach of page scripts.
 */
export const TOKEN_DELIVERY_HEADER = 'x-token-delivery';

/** Whether login answers with the refresh token: the client asked, or the deployment says always. */
export function wantsRefreshTokenInBody(request: Request, env: Pick<IdentityEnv, 'REFRESH_TOKEN_IN_BODY'>): boolean {
  return env.REFRESH_TOKEN_IN_BODY === 'always' || request.headers[TOKEN_DELIVERY_HEADER] === 'body';
}

export interface PresentedRefreshToken {
  token: string;
  /** A client that sent it as the bearer or in the body holds it; one from the cookie is a browser's. */
  from: 'bearer' | 'cookie' | 'body';
}

/** The refresh token of a request: as the bearer (the spec's client), in its cookie, or in the body. */
export function presentedRefreshToken(request: Request): PresentedRefreshToken | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, from: 'bearer' };
  const cookie = request.cookies?.[REFRESH_COOKIE];
  if (typeof cookie === 'string' && cookie) return { token: cookie, from: 'cookie' };
  const body = request.body?.refreshToken;
  return typeof body === 'string' && body ? { token: body, from: 'body' } : undefined;
}
