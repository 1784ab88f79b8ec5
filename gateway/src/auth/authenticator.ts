import { Inject, Injectable } from '@nestjs/common';
import { Access, admits, Forbidden, IdentityHeaders, Unauthenticated } from '@shop/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GATEWAY_ENV, GatewayEnv } from '../config';
import { SessionExpired, SessionInvalid, SessionRevoked } from '../http/gateway.errors';
import type { Refusal } from '../http/refusal';
import { AccessTokenVerifier } from './access-token.verifier';

const SESSION_PROBLEMS = { expired: SessionExpired, revoked: SessionRevoked, invalid: SessionInvalid } as const;

/**
 * Sent by the web app while it believes it is signed in. A public call that claims a session but
 * carries no valid token (the access cookie expired or was dropped) is told to refresh, instead of
 * being served as a guest: an 'Add' would otherwise land in a guest cart.
 */
export const SIGNED_IN_HEADER = 'x-signed-in';

/**
 * On a public call served as a guest's because its token is not valid: tells a client that renews
 * sessions to do so (RFC 6750's invalid_token; RFC 9110 lets it stand on any answer). A client that
 * never refreshes still gets the catalogue and a guest cart instead of an empty page.
 */
export const STALE_SESSION_HEADER = 'WWW-Authenticate';
const staleSession = (message: string) => `Bearer error="invalid_token", error_description="${message}"`;

const FORWARDED_IDENTITY = [
  IdentityHeaders.userId,
  IdentityHeaders.role,
  IdentityHeaders.sessionId,
  IdentityHeaders.gatewaySecret,
];

/**
 * Replaces whatever identity headers the client sent with the verified caller, and turns away
 * callers the route does not admit: 401 without a valid token, 403 without a role its staff level admits.
 */
@Injectable()
export class Authenticator {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /**
   * Sets the identity headers the service will see; a refusal when the route does not admit the
   * caller. A public call with a token that is not valid is served as a guest's, with the stale-session
   * header on the answer, unless the client says it is signed in (then it is told to refresh).
   */
  async authenticate(request: IncomingMessage, response: ServerResponse, access: Access): Promise<Refusal | undefined> {
    for (const header of FORWARDED_IDENTITY) delete request.headers[header];
    const token = callerToken(request);
    const verification = token ? await this.verifier.verify(token) : undefined;
    const user = verification && 'user' in verification ? verification.user : undefined;

    request.headers[IdentityHeaders.gatewaySecret] = this.env.GATEWAY_SHARED_SECRET;
    if (user) {
      request.headers[IdentityHeaders.userId] = user.id;
      request.headers[IdentityHeaders.role] = user.role;
      if (user.sessionId) request.headers[IdentityHeaders.sessionId] = user.sessionId;
    }

    if (access === 'anonymous') return undefined;
    const claimsSession = request.headers[SIGNED_IN_HEADER] === '1';
    const problem =
      verification && 'problem' in verification ? verification.problem : !user && claimsSession ? 'expired' : undefined;
    if (problem && access === 'public' && !claimsSession) {
      response.setHeader(STALE_SESSION_HEADER, staleSession(new SESSION_PROBLEMS[problem]().message));
      return undefined;
    }
    if (problem) return new SESSION_PROBLEMS[problem]();
    if (access === 'public') return undefined;
    if (!user) return new Unauthenticated();
    if (!admits(access, user.role)) return new Forbidden();
    return undefined;
  }
}

/** The access token the call carries: the bearer token, else the session cookie. */
export function callerToken(request: IncomingMessage): string | undefined {
  return bearerToken(request) ?? cookieToken(request);
}

function bearerToken(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function cookieToken(request: IncomingMessage): string | undefined {
  const cookies = request.headers.cookie ?? '';
  const match = /(?:^|;\s*)accessToken=([^;]+)/.exec(cookies);
  return match ? decodeURIComponent(match[1]) : undefined;
}
