import { ApiClient, GATEWAY_URL } from './api-client';

/**
 * The local test-mode checkout page of a session as a shopper's browser uses it: GET shows it, `pay`
 * and `cancel` post its forms (the redirect back to the shop is looked at, not followed). The page acts
 * for the session's shopper only, so `shopper` is whose access token goes along (null: nobody's).
 */
export function testCheckout(shopper: ApiClient | null, sessionId: string, action?: 'pay' | 'cancel') {
  const headers: Record<string, string> = shopper?.token ? { authorization: `Bearer ${shopper.token}` } : {};
  const path = `/api/payment/test-checkout/${encodeURIComponent(sessionId)}${action ? `/${action}` : ''}`;
  return fetch(`${GATEWAY_URL}${path}`, { method: action ? 'POST' : 'GET', redirect: 'manual', headers });
}
