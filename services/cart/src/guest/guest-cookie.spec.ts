import { guestCookieOptions } from './guest-cookie';

describe('guest cookie', () => {
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
