import { ApiClient, createAddress, signInAdmin, signUp, TestUser } from '@shop/testkit';

// Issue 32, item 6: a NUL character in a text field was a 500 (FerretDB refuses such strings).

const NUL = '\u0000';

describe('a NUL character in any text input is a 400 with its code', () => {
  let shopper: TestUser;
  let admin: ApiClient;

  beforeAll(async () => {
    [shopper, admin] = await Promise.all([signUp('Nul Shopper'), signInAdmin()]);
  });

  const cases: [string, () => Promise<{ status: number; body: any }>][] = [
    ['the login e-mail', () => new ApiClient().post('/api/user/login', { email: `a${NUL}@b.test`, password: 'x' })],
    [
      'a name at sign-up',
      () =>
        new ApiClient().post('/api/user/register', {
          name: `Nul${NUL}Name`,
          email: `nul-${Date.now()}@example.test`,
          password: 'Long-enough-pass-1',
          confirmPassword: 'Long-enough-pass-1',
        }),
    ],
    ['the profile name', () => shopper.client.put('/api/user/update-user', { name: `Ann${NUL}` })],
    [
      'an address line',
      () =>
        shopper.client.post('/api/address/create', {
          address_line: `12 Market${NUL} Street`,
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          pincode: '411001',
          mobile: '9876543210',
        }),
    ],
    ['an order id in a body', () => shopper.client.put('/api/order/cancel', { orderId: `65a${NUL}` })],
    ['an order id in a query', () => shopper.client.get(`/api/order/details?orderId=65a%00`)],
    ['the admin order search', () => admin.post('/api/order/admin/list', { search: `ann${NUL}@example.test` })],
    ['a product search', () => new ApiClient().get('/api/product/search-product?search=rice%00')],
    ['a category name', () => admin.post('/api/category/add-category', { name: `Nul${NUL}Cat`, image: 'x.png' })],
    ['a key of a body', () => shopper.client.put('/api/user/update-user', { [`name${NUL}`]: 'Ann' })],
  ];

  it.each(cases)('%s', async (_what, call) => {
    const answer = await call();
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status: 400, code: 'NUL_CHARACTER' });
    expect(answer.body.message).toMatch(/NUL character/);
  });

  it('loses nothing: the same calls without the NUL still work', async () => {
    expect((await createAddress(shopper.client)).length).toBeGreaterThan(0);
    expect((await shopper.client.put('/api/user/update-user', { name: 'Ann Nul' })).status).toBe(200);
  });
});
