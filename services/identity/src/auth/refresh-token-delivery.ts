import type { Request } from 'express';
import type { IdentityEnv } from '../config';
import { REFRESH_COOKIE } from './auth-cookies';

/**
 * How a client wants its refresh token. The web app sends `cookie`: its refresh token stays in the
 * httpOnly cookie, out of reach of page scripts. Token-mode clients, which keep the tokens themselves,
 * may send `body`; the spec's client sends nothing and reads the token from login's answer, which
 * REFRESH_TOKEN_IN_BODY (`by-default`) keeps for it unless a deployment has no such client (`on-request`,
 * production's default: see config.ts).
 */
export const TOKEN_DELIVERY_HEADER = 'x-token-delivery';

/** Whether login answers with the refresh token: as the client asked, else as the deployment says. */
export function wantsRefreshTokenInBody(request: Request, env: Pick<IdentityEnv, 'REFRESH_TOKEN_IN_BODY'>): boolean {
  const asked = request.headers[TOKEN_DELIVERY_HEADER];
  if (asked === 'cookie') return false;
  return asked === 'body' || env.REFRESH_TOKEN_IN_BODY === 'by-default';
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
