import { ApiClient, fileForm, logIn, pngImage, signUp } from '@shop/testkit';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** Item 13 of the security review: calls that cost the shop CPU or storage are limited per user. */
describe('limits on costly identity calls', () => {
  it('limits successful logins per account and address (bcrypt each), with Retry-After', async () => {
    const user = await signUp();
    const client = new ApiClient();
    // signUp logged in once, from another address.
    for (let i = 0; i < setting('LOGIN_MAX_SUCCESSES', 20); i++) await logIn(client, user.email, user.password);
    const refused = await client.post('/api/user/login', { email: user.email, password: user.password });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_LOGINS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await logIn(new ApiClient(), user.email, user.password);
  });

  it('limits avatar uploads per user, with Retry-After', async () => {
    const user = await signUp();
    const upload = () =>
      user.client.put('/api/user/upload-avatar', undefined, { raw: fileForm('avatar', pngImage(16, 16), 'me.png') });
    for (let i = 0; i < setting('AVATAR_RATE_LIMIT_POINTS', 5); i++) expect((await upload()).status).toBe(200);
    const refused = await upload();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('deletes the replaced avatar from the object store', async () => {
    const user = await signUp();
    const upload = async () =>
      (
        await user.client.put('/api/user/upload-avatar', undefined, {
          raw: fileForm('avatar', pngImage(16, 16), 'me.png'),
        })
      ).body.data.avatar as string;
    const first = await upload();
    expect((await fetch(first)).status).toBe(200);
    const second = await upload();
    expect((await fetch(second)).status).toBe(200);
    expect((await fetch(first)).status).toBe(404);
  });
});
