import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { selectSignedIn, sessionEnded } from './sessionSlice';
import { LIVE_POSITION_HEADER, liveCallStarted, livePositionAnswered } from './livePosition';
import { refusedWith } from './errors';
import type { RefusalCode } from './types';

/**
 * Every call goes to the same origin with credentials: the session lives in httpOnly cookies the
 * identity service sets, so no token is ever readable by page scripts.
 */
const fetchQuery = fetchBaseQuery({
  baseUrl: `${window.location.origin}/api`,
  credentials: 'include',
  // Tells the gateway a session is expected: without a valid token it answers 401 (so the app
  // refreshes) rather than serving a signed-in shopper's public call as a guest's.
  prepareHeaders: (headers, { getState }) => {
    if (selectSignedIn(getState())) headers.set('X-Signed-In', '1');
    return headers;
  },
});

/**
 * The gateway's refusals of an access token that a refresh may cure (services answer UNAUTHENTICATED
 * too). Any other refusal, a wrong password or an ended refresh (SESSION_ENDED) included, is an answer.
 */
const REFRESHABLE = new Set<RefusalCode>(['SESSION_EXPIRED', 'SESSION_REVOKED', 'SESSION_INVALID', 'UNAUTHENTICATED']);

/** Calls that start or end a session: a refusal from them is an answer, not an expired session. */
const SESSION_CALLS =
  /^\/?user\/(login|register|refresh-token|forgot-password|verify-forgot-password-otp|reset-password)/;

/** A call, noting the answer's Live-Position for the live stream's first opening (livePosition.ts). */
const rawBaseQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  const call = liveCallStarted();
  const result = await fetchQuery(args, api, extraOptions);
  livePositionAnswered(call, result.meta?.response?.headers.get(LIVE_POSITION_HEADER));
  return result;
};

let refreshInFlight: Promise<boolean> | null = null;
let lastRefreshAt = 0;

async function refreshSession(): Promise<boolean> {
  const refresh = async () => {
    const response = await fetch(`${window.location.origin}/api/user/refresh-token`, {
      method: 'POST',
      credentials: 'include',
    });
    return response.ok;
  };
  // Tabs share the cookie jar and the refresh token rotates: one tab at a time may spend it, and the
  // next one then spends the token the first received. Browsers without Web Locks just refresh.
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const refreshed = locks ? await locks.request('shop-session-refresh', refresh) : await refresh();
  if (refreshed) lastRefreshAt = Date.now();
  return refreshed;
}

/**
 * When a signed-in session's token is refused, refreshes once (one refresh for every request waiting on it),
 * then repeats the request. If the session cannot be refreshed, the app falls back to signed out and
 * the request is repeated once without it, so public calls (catalogue, guest cart) still answer.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const startedAt = Date.now();
  const result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  const signedIn = selectSignedIn(api.getState());
  if (!refusedWith(result.error, REFRESHABLE) || !signedIn || SESSION_CALLS.test(url)) return result;

  // Another request already renewed the session after this one left: just send it again.
  if (lastRefreshAt <= startedAt) {
    refreshInFlight ??= refreshSession().finally(() => {
      refreshInFlight = null;
    });
    if (!(await refreshInFlight)) {
      api.dispatch(sessionEnded());
    }
  }
  return rawBaseQuery(args, api, extraOptions);
};
