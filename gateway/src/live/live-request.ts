import { IdentityHeaders, Role, STAFF_ACCESS } from '@shop/common';
import type { IncomingMessage } from 'node:http';
import { callerToken } from '../auth/authenticator';
import { BadLiveSubscription } from '../http/gateway.errors';
import type { Viewer } from './live-stream';

/** Most products one stream may follow (a page shows fewer; a listing page's worth). */
export const MAX_LIVE_PRODUCTS = 200;
const PRODUCT_ID = /^[0-9a-f]{24}$/i;

export interface LiveRequest {
  viewer: Viewer;
  /** Last-Event-ID (sent by the browser on reconnecting) or ?lastEventId= (a page reconnecting with new products). */
  lastEventId?: string;
  /** When the caller's access token expires (ms since the epoch): a signed-in stream ends then. */
  signedInUntil?: number;
}

/**
 * Reads a stream request: its products and the caller the Authenticator verified (it has replaced any
 * identity headers the client sent). Refuses malformed or too many product ids.
 */
export function readLiveRequest(request: IncomingMessage): LiveRequest | BadLiveSubscription {
  const query = new URLSearchParams(request.url!.split('?')[1] ?? '');
  const listed = (query.get('products') ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const products = new Set(listed);
  if (products.size > MAX_LIVE_PRODUCTS) return new BadLiveSubscription(`At most ${MAX_LIVE_PRODUCTS} products`);
  const malformed = listed.find((id) => !PRODUCT_ID.test(id));
  if (malformed !== undefined) return new BadLiveSubscription(`Not a product id: ${malformed.slice(0, 40)}`);
  const header = request.headers['last-event-id'];
  const lastEventId = (typeof header === 'string' ? header : undefined) ?? query.get('lastEventId') ?? undefined;
  const userId = request.headers[IdentityHeaders.userId];
  const sessionId = request.headers[IdentityHeaders.sessionId];
  return {
    viewer: {
      products,
      userId: typeof userId === 'string' ? userId : undefined,
      sessionId: typeof userId === 'string' && typeof sessionId === 'string' ? sessionId : undefined,
      // Everyone who works the shop's orders (managers, packers) sees them change, as admins do.
      admin: STAFF_ACCESS.packer.includes(request.headers[IdentityHeaders.role] as Role),
    },
    // Only looked up: an id the gateway does not keep (or never gave) gets a refetch.
    lastEventId: lastEventId?.slice(0, 100),
    signedInUntil: typeof userId === 'string' ? expiryOf(callerToken(request)) : undefined,
  };
}

/** The `exp` of a token the Authenticator has verified (so it is well-formed), in ms. */
function expiryOf(token: string | undefined): number | undefined {
  const exp = token && (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : undefined;
}
