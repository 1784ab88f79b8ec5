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
  });
});
