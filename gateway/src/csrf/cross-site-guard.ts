import type { IncomingMessage } from 'node:http';
import type { GatewayEnv } from '../config';
import { CrossSiteRequest, UnsupportedBodyType } from '../http/gateway.errors';
import type { Refusal } from '../http/refusal';
import { acceptedBodyTypes, mediaType } from './body-types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The spec's logout is a GET, yet it ends the session: guarded like the state-changing calls (HEAD runs it too). */
const STATE_CHANGING_READS = new Set(['/api/user/logout']);
/** The cookies that make a browser's call act for someone: the session's two, the guest cart's, a reset grant. */
const AMBIENT_COOKIES = /(?:^|;\s*)(accessToken|refreshToken|guestCartId|resetToken)=/;
/** A bearer token proves its caller; any other scheme leaves the cookies authenticating. */
const BEARER = /^Bearer\s+\S+$/i;
/** Sec-Fetch-Site values of a call the shop's own pages made, or the user typed. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/** The shop's own origins: every WEB_ORIGIN and PUBLIC_BASE_URL's. */
export function ownOrigins(env: Pick<GatewayEnv, 'WEB_ORIGIN' | 'PUBLIC_BASE_URL'>): Set<string> {
  const listed = [...env.WEB_ORIGIN.split(','), env.PUBLIC_BASE_URL].map((url) => url.trim()).filter(Boolean);
  return new Set(listed.map((url) => new URL(url).origin.toLowerCase()));
}

/**
 * Cross-site request forgery defences ahead of SameSite=Lax (issue 20, item 8), for a call to `route`
 * (its access-table pattern):
 * - a state-changing call's body must be of a type its route reads (JSON, or a multipart form for the
 *   image uploads): a page of another site can post a form or text/plain without asking, but not JSON;
 * - a state-changing call that carries the shop's cookies must come from the shop's own origin, as
 *   the browser states it (Origin, else Sec-Fetch-Site). A call with neither header is not a
 *   browser's (an API client, a webhook), and one with a bearer token proves its caller itself, which
 *   another site's page cannot send without CORS allowing it (Basic credentials a browser may replay do not).
 */
export function crossSiteRefusal(request: IncomingMessage, route: string, own: Set<string>): Refusal | undefined {
  const method = request.method!.toUpperCase();
  if (SAFE_METHODS.has(method) && (method === 'OPTIONS' || !STATE_CHANGING_READS.has(route))) return undefined;
  if (!SAFE_METHODS.has(method)) {
    const refusal = bodyTypeRefusal(request, method, route);
    if (refusal) return refusal;
  }
  if (BEARER.test(request.headers.authorization ?? '') || !AMBIENT_COOKIES.test(request.headers.cookie ?? '')) {
    return undefined;
  }
  return fromOwnOrigin(request, own) ? undefined : new CrossSiteRequest();
}

function bodyTypeRefusal(request: IncomingMessage, method: string, route: string): Refusal | undefined {
  const type = mediaType(request.headers['content-type']);
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody && type === undefined) return undefined;
  const accepted = acceptedBodyTypes(method, route);
  return type !== undefined && accepted.includes(type) ? undefined : new UnsupportedBodyType(accepted);
}

function fromOwnOrigin(request: IncomingMessage, own: Set<string>): boolean {
  const origin = request.headers.origin;
  // "null" (a sandboxed frame, a redirect across sites) is no origin of the shop's.
  if (origin !== undefined) return own.has(origin.toLowerCase());
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return OWN_FETCH_SITES.has(String(site).toLowerCase());
  return true;
}
