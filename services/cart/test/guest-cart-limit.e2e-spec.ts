import { randomUUID } from 'node:crypto';
import { ApiClient, CatalogFixture } from '@shop/testkit';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Item 13 of the security review: one client address cannot fill Redis with guest carts. */
describe('guest carts per address', () => {
  it('limits how many new guest carts one address starts, with Retry-After; existing carts still work', async () => {
    const catalog = await CatalogFixture.create('Guest limit');
    const product = await catalog.product({ stock: 10 });
    const address = `10.250.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
    const guestAt = () => new ApiClient(undefined, address);
    const first = guestAt();
    expect((await first.post('/api/cart/create', { productId: product._id })).status).toBe(200);
    for (let i = 1; i < setting('GUEST_CART_RATE_LIMIT_POINTS', 30); i++) {
      expect((await guestAt().post('/api/cart/create', { productId: product._id })).status).toBe(200);
    }
    const refused = await guestAt().post('/api/cart/create', { productId: product._id });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A guest who already has a cart keeps using it.
    expect((await first.post('/api/cart/create', { productId: product._id })).status).toBe(200);

    // Issue 32, item 3: a made-up cookie (random, junk, a bare id, another cart's id re-signed by hand)
    // starts no cart past the limit, and never reaches anyone's cart.
    const [id, signature] = first.cookie('guestCartId')!.split('.');
    for (const forged of [
      randomUUID(),
      'junk',
      id,
      `${randomUUID()}.${signature}`,
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
    ]) {
      const answer = await guestAt().post(
        '/api/cart/create',
        { productId: product._id },
        { headers: { cookie: `guestCartId=${forged}` } },
      );
      expect({ forged, status: answer.status, code: answer.body.code }).toEqual({
        forged,
        status: 429,
        code: 'RATE_LIMITED',
      });
    }
    const firstCart = await first.get('/api/cart/get');
    expect(firstCart.body.data).toEqual([expect.objectContaining({ quantity: 2 })]);
  });

  it('never gives a forged cookie a cart of its own: the cart service issues a signed id instead', async () => {
    const catalog = await CatalogFixture.create('Guest forged');
    const product = await catalog.product({ stock: 10 });
    const guest = new ApiClient();
    const added = await guest.post(
      '/api/cart/create',
      { productId: product._id },
      { headers: { cookie: 'guestCartId=00000000-0000-4000-8000-000000000000' } },
    );
    expect(added.status).toBe(200);
    const issued = added.headers
      .getSetCookie()
      .find((line) => line.startsWith('guestCartId='))!
      .split(';')[0]
      .slice('guestCartId='.length);
    expect(issued).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(issued.startsWith('00000000-0000-4000-8000-000000000000')).toBe(false);
    const other = await new ApiClient().get('/api/cart/get', {
      headers: { cookie: 'guestCartId=00000000-0000-4000-8000-000000000000' },
    });
    expect(other.body.data).toEqual([]);
  });
});
