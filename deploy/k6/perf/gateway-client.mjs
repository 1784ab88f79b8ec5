// Calls to the local gateway for the benchmark scripts: one request at a time (fetch), and sign-ins kept
// for the whole run.
export const GATEWAY_URL = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 8080}`;

/** Sends one request and answers its status and parsed body (an empty object when it is not JSON). */
export async function send(method, path, body, token) {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    signal: AbortSignal.timeout(60_000),
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => ({})) };
}

/**
 * One sign-in per account for the whole run, kept: identity limits successful logins per account and
 * address (LOGIN_MAX_SUCCESSES), and an access token outlives a run.
 */
const signedIn = new Map();
export function logIn(email, password) {
  if (!signedIn.has(email))
    signedIn.set(
      email,
      send('POST', '/api/user/login', { email, password }).then(({ status, body }) => {
        if (status !== 200) throw new Error(`login ${email}: ${status} ${body.message}`);
        return body.data.accesstoken;
      }),
    );
  return signedIn.get(email);
}
