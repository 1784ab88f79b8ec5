import { ApiClient, GATEWAY_URL, signUp, TestUser } from '@shop/testkit';

// Issue 20, item 8: cross-site request forgery was stopped by SameSite=Lax alone.

const EVIL = 'https://evil.example';
const ADDRESS = {
  address_line: '1 Forged Street',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: '411001',
  mobile: '9876543210',
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A shopper whose calls carry only the session cookies, as a browser's do (no Authorization header). */
async function cookieShopper(): Promise<TestUser> {
  const user = await signUp();
  user.client.token = undefined;
  return user;
}

const signedIn = async (client: ApiClient) => (await client.get('/api/user/user-details')).status === 200;

describe('cross-site requests (issue 20, item 8)', () => {
  let shopper: TestUser;

  beforeEach(async () => {
    shopper = await cookieShopper();
  });

  it('refuses form-encoded and text/plain bodies on state-changing calls with 415 UNSUPPORTED_BODY_TYPE', async () => {
    const forged = await shopper.client.request('POST', '/api/address/create', {
      raw: form(ADDRESS),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: GATEWAY_URL },
    });
    expect(forged.status).toBe(415);
    expect(forged.body).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_BODY_TYPE',
      message: 'This call takes a body of type application/json',
    });
    const plain = await shopper.client.request('POST', '/api/order/cash-on-delivery', {
      raw: JSON.stringify({ addressId: 'x' }),
      headers: { 'content-type': 'text/plain', origin: GATEWAY_URL },
    });
    expect(plain.status).toBe(415);
    expect((await shopper.client.get('/api/address/get')).body.data).toEqual([]);
  });

  it('refuses login by form post (login CSRF), and takes it as JSON', async () => {
    const credentials = { email: shopper.email, password: shopper.password };
    const anonymous = new ApiClient();
    const formLogin = await anonymous.request('POST', '/api/user/login', {
      raw: form(credentials),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formLogin.status).toBe(415);
    expect(formLogin.body).toMatchObject({ code: 'UNSUPPORTED_BODY_TYPE' });
    expect(anonymous.cookie('accessToken')).toBeUndefined();
    expect((await anonymous.post('/api/user/login', credentials)).status).toBe(200);
  });

  it("refuses a cookie-carried call from another site's page with 403 CROSS_SITE_REQUEST", async () => {
    const fromEvil = await shopper.client.post('/api/address/create', ADDRESS, { headers: { origin: EVIL } });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.body).toMatchObject({ success: false, code: 'CROSS_SITE_REQUEST' });
    const nullOrigin = await shopper.client.post('/api/address/create', ADDRESS, { headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await shopper.client.post('/api/address/create', ADDRESS, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await shopper.client.get('/api/address/get')).body.data).toEqual([]);

    // The shop's own pages, and clients that are not browsers (no Origin, no Sec-Fetch-Site), go through.
    const own = await shopper.client.post('/api/address/create', ADDRESS, {
      headers: { origin: GATEWAY_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(201);
    expect((await shopper.client.post('/api/address/create', ADDRESS)).status).toBe(201);
  });

  it('ends the session on GET /api/user/logout only from the shop itself: cross-site it is harmless', async () => {
    const crossSite = await shopper.client.get('/api/user/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe('CROSS_SITE_REQUEST');
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect(await signedIn(shopper.client)).toBe(true);
    const fromEvil = await shopper.client.get('/api/user/logout', { headers: { origin: EVIL } });
    expect(fromEvil.status).toBe(403);
    expect(await signedIn(shopper.client)).toBe(true);

    const sameOrigin = await shopper.client.get('/api/user/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
    expect(await signedIn(shopper.client)).toBe(false);
  });

  it("keeps the spec's client working: bearer token and cookies, GET logout, from its own origin or none", async () => {
    const user = await signUp();
    expect((await user.client.post('/api/address/create', ADDRESS, { headers: { origin: EVIL } })).status).toBe(201);
    // The spec's client sends the refresh token as its bearer, without a body.
    const refreshed = await user.client.post('/api/user/refresh-token', undefined, { token: user.refreshToken });
    expect(refreshed.status).toBe(200);
    user.client.token = refreshed.body.data.accessToken;
    expect((await user.client.get('/api/user/logout')).status).toBe(200);
  });

  it('lets webhooks through: JSON without cookies, from no origin', async () => {
    const unsigned = await new ApiClient().post('/api/payment/webhook', { type: 'checkout.session.completed' });
    // Refused by the payment service for its signature, not by the gateway.
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).not.toMatch(/CROSS_SITE_REQUEST|UNSUPPORTED_BODY_TYPE/);
  });
});
