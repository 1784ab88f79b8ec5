/** Where the local test-mode checkout page of a session lives, behind the gateway. */
export const testCheckoutPath = (sessionId: string) => `/api/payment/test-checkout/${encodeURIComponent(sessionId)}`;
