import { issueGuestCartId, verifiedGuestCartId } from './guest-cart-id';

describe('guest cart ids', () => {
  const secret = 'a-secret-of-the-shop-32-characters!!';

  it('verifies the ids it issued, and names the cart', () => {
    const { id, cookie } = issueGuestCartId(secret);
    expect(cookie.startsWith(`${id}.`)).toBe(true);
    expect(verifiedGuestCartId(cookie, secret)).toBe(id);
  });

  it('refuses unsigned, forged, re-signed and malformed values', () => {
    const { id, cookie } = issueGuestCartId(secret);
    const other = issueGuestCartId(secret);
    expect(verifiedGuestCartId(id, secret)).toBeUndefined();
    const signature = cookie.split('.')[1];
    // One character changed (never to itself: a signature ending in 'A' once made this a valid one).
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifiedGuestCartId(`${id}.${tampered}`, secret)).toBeUndefined();
    expect(verifiedGuestCartId(`${other.id}.${cookie.split('.')[1]}`, secret)).toBeUndefined();
    expect(verifiedGuestCartId(cookie, 'another-secret-of-32-characters-long')).toBeUndefined();
    expect(verifiedGuestCartId(`${cookie}.x`, secret)).toBeUndefined();
    expect(verifiedGuestCartId('junk', secret)).toBeUndefined();
    expect(verifiedGuestCartId(cookie.toUpperCase(), secret)).toBeUndefined();
    expect(verifiedGuestCartId([cookie], secret)).toBeUndefined();
    expect(verifiedGuestCartId(undefined, secret)).toBeUndefined();
  });
});
