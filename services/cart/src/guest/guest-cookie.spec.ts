import { guestCookieOptions, guestIdFrom } from './guest-cookie';

describe('guest cookie', () => {
  it('accepts only a UUID as a guest cart id', () => {
    expect(guestIdFrom('8F14E45F-CEEA-4E7A-9A1B-0C2D3E4F5A6B')).toBe('8f14e45f-ceea-4e7a-9a1b-0c2d3e4f5a6b');
    expect(guestIdFrom('../../user:someone')).toBeUndefined();
    expect(guestIdFrom(undefined)).toBeUndefined();
    expect(guestIdFrom(['8f14e45f-ceea-4e7a-9a1b-0c2d3e4f5a6b'])).toBeUndefined();
  });

  it('is httpOnly, SameSite=Lax, scoped to the cart routes', () => {
    expect(guestCookieOptions(false, 60)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      path: '/api/cart',
      maxAge: 60_000,
    });
    expect(guestCookieOptions(true)).not.toHaveProperty('maxAge');
  });
});
