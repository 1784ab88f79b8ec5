import type { AccessEntry } from '../proxy/routes';

/**
 * The gateway's own API route, in the access table beside the services' (access/declared-api.ts):
 * public, the session cookie optional (with it, the stream also carries the caller's own events).
 */
export const LIVE_ROUTE: AccessEntry = { method: 'GET', path: '/api/live', access: 'public', service: 'gateway' };
