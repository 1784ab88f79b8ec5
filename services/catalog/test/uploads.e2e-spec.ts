import { ApiClient, fileForm, GATEWAY_URL, pngImage, signInAdmin, signUp } from '@shop/testkit';

describe('image upload /api/file/upload (through the gateway)', () => {
  let admin: ApiClient;

  beforeAll(async () => {
    admin = await signInAdmin();
  });

  const upload = (client: ApiClient, form: FormData) => client.request('POST', '/api/file/upload', { raw: form });

  it('stores a real image as WebP and returns a URL the gateway serves', async () => {
    const response = await upload(admin, fileForm('image', pngImage(40, 30), 'photo.png'));
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const url: string = response.body.data.url;
    expect(url).toMatch(/\/media\/shop-media\/catalog\/[0-9a-f-]+\.webp$/);
    const served = await fetch(`${GATEWAY_URL}${new URL(url).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await served.arrayBuffer())
        .subarray(8, 12)
        .toString(),
    ).toBe('WEBP');
  });

  it('refuses a file that is not an image, whatever its name says', async () => {
    const response = await upload(
      admin,
      fileForm('image', Buffer.from('%PDF-1.4 definitely not a picture'), 'evil.png'),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.stringContaining('not an image') });
  });

  it('refuses a missing file and a file over 5 MB', async () => {
    expect((await upload(admin, fileForm('other', pngImage(), 'a.png'))).status).toBe(400);
    const big = Buffer.concat([pngImage(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const refused = await upload(admin, fileForm('image', big, 'big.png'));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe('Images up to 5 MB');
  });

  it('is for admins only', async () => {
    const shopper = (await signUp()).client;
    expect((await upload(shopper, fileForm('image', pngImage(), 'a.png'))).status).toBe(403);
    expect((await upload(new ApiClient(), fileForm('image', pngImage(), 'a.png'))).status).toBe(401);
  });
});
