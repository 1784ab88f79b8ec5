import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Guest cart ids are issued by the cart service and signed, so the gateway can tell one the shop issued
 * from a made-up cookie: only a request without a valid one starts a cart, and that is counted against
 * the client address's allowance. The key is derived from GATEWAY_SHARED_SECRET, which both hold.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`guest-cart-id\n${id}`).digest('base64url');

/** A new guest cart id with its signature: the cookie's value. */
export function issueGuestCartId(secret: string): { id: string; cookie: string } {
  const id = randomUUID();
  return { id, cookie: `${id}.${signature(id, secret)}` };
}

/** The cart id a cookie value names when the shop signed it; undefined when absent, unsigned or forged. */
export function verifiedGuestCartId(value: unknown, secret: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const [id, signed, ...rest] = value.split('.');
  if (rest.length > 0 || !signed || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}
