import { defineError } from '@shop/common';

// The gateway's own refusals, answered before any service sees the call. It also answers common's
// UNAUTHENTICATED and FORBIDDEN (the route's access), RATE_LIMITED and BODY_TOO_LARGE.

/** The access token is past its expiry, or a signed-in client (X-Signed-In) sent none: refresh. */
export class SessionExpired extends defineError('SESSION_EXPIRED', 401) {
  constructor() {
    super('Your session has expired; please log in again');
  }
}

/** The token's session was logged out or revoked. */
export class SessionRevoked extends defineError('SESSION_REVOKED', 401) {
  constructor() {
    super('Your session has ended; please log in again');
  }
}

/** The token does not verify (another secret, algorithm or kind of token). */
export class SessionInvalid extends defineError('SESSION_INVALID', 401) {
  constructor() {
    super('Your sign-in is not valid; please log in again');
  }
}

export class ServiceUnreachable extends defineError('SERVICE_UNREACHABLE', 503) {
  constructor() {
    super('This part of the shop is unavailable right now; please try again shortly');
  }
}

export class RouteNotFound extends defineError('ROUTE_NOT_FOUND', 404) {
  constructor(method: string, path: string) {
    super(`No API route ${method} ${path}`);
  }
}

export class ImageNotFound extends defineError('IMAGE_NOT_FOUND', 404) {
  constructor() {
    super('No such image');
  }
}

/** A state-changing call in a body the route does not read (a form post where JSON is expected). */
export class UnsupportedBodyType extends defineError('UNSUPPORTED_BODY_TYPE', 415) {
  constructor(accepted: readonly string[]) {
    super(`This call takes a body of type ${accepted.join(' or ')}`, { accepted });
  }
}

/** A state-changing call that carries the shop's cookies but was sent by another site's page. */
export class CrossSiteRequest extends defineError('CROSS_SITE_REQUEST', 403) {
  constructor() {
    super('This request came from another site; the shop only accepts it from its own pages');
  }
}

/** GET /api/live with malformed or too many product ids. */
export class BadLiveSubscription extends defineError('BAD_LIVE_SUBSCRIPTION', 400) {}

/** More live streams from one client address than LIVE_STREAMS_PER_ADDRESS. */
export class TooManyLiveStreams extends defineError('TOO_MANY_LIVE_STREAMS', 429) {
  constructor(limit: number) {
    super(`Too many live connections from your address (at most ${limit}); close some tabs and try again`, {
      limit,
    });
  }
}
