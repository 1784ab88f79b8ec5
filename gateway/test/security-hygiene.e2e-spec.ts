import { ApiClient, createAddress, fileForm, GATEWAY_URL, pngImage, signInAdmin, signUp } from '@shop/testkit';

// Issue 32, item 9: what the gateway passes through and how often a shopper may add an address.

describe('media answers carry no CORS grant of the object store', () => {
  it('serves an image to any page without echoing its Origin (no grant a browser would act on)', async () => {
    const admin = await signInAdmin();
    const uploaded = await admin.request('POST', '/api/file/upload', {
      raw: fileForm('image', pngImage(20, 20), 'cors.png'),
    });
    expect(uploaded.status).toBe(200);
    const path = new URL(uploaded.body.data.url as string).pathname;
    for (const origin of ['https://evil.example', 'null']) {
      const served = await fetch(`${GATEWAY_URL}${path}`, { headers: { origin } });
      expect(served.status).toBe(200);
      // Before: MinIO's answer echoed the Origin with credentials allowed. The gateway's own CORS answers
      // only the shop's origins (and adds nothing a browser acts on without Allow-Origin).
      expect(served.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('new addresses per shopper', () => {
  it('limits how many addresses one shopper adds per window, with Retry-After; others are not held up', async () => {
    const shopper = await signUp('Address Flooder');
    const points = Number(process.env.ADDRESS_RATE_LIMIT_POINTS ?? 20);
    for (let i = 0; i < points; i++) await createAddress(shopper.client);
    const refused = await shopper.client.post('/api/address/create', {
      address_line: '1 Flood Lane',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
      mobile: '9876543210',
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await signUp('Address Neighbour');
    expect((await createAddress(other.client)).length).toBeGreaterThan(0);
    expect((await new ApiClient().get('/api/address/get')).status).toBe(401);
  });
});
