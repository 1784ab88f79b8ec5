import { ApiClient, latestMailTo, logIn, signUp } from '@shop/testkit';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('password reset by one-time code', () => {
  it('forgot-password → code by mail → verify → reset → login with the new password', async () => {
    const user = await signUp();
    const client = new ApiClient();
    const asked = await client.put('/api/user/forgot-password', { email: user.email });
    expect(asked.status).toBe(200);
    const code = codeIn((await latestMailTo(user.email)).text);
    expect(code).toBeDefined();

    const verified = await client.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.success).toBe(true);

    const mismatch = await client.put('/api/user/reset-password', {
      email: user.email,
      newPassword: 'Brand-new-pass-2',
      confirmPassword: 'Different-pass-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('New password and confirm password must be same.');

    const reset = await client.put('/api/user/reset-password', {
      email: user.email,
      newPassword: 'Brand-new-pass-2',
      confirmPassword: 'Brand-new-pass-2',
    });
    expect(reset.status).toBe(200);

    const old = await client.post('/api/user/login', { email: user.email, password: user.password });
    expect(old.status).toBe(400);
    await logIn(client, user.email, 'Brand-new-pass-2');
    // Sessions from before the reset are over.
    expect((await user.client.post('/api/user/refresh-token', undefined, { token: user.refreshToken })).status).toBe(
      401,
    );

    const again = await client.put('/api/user/reset-password', {
      email: user.email,
      newPassword: 'Third-pass-333',
      confirmPassword: 'Third-pass-333',
    });
    expect(again.status).toBe(403);
  });

  it('refuses a reset without a verified code', async () => {
    const user = await signUp();
    const reset = await new ApiClient().put('/api/user/reset-password', {
      email: user.email,
      newPassword: 'Sneaky-pass-99',
      confirmPassword: 'Sneaky-pass-99',
    });
    expect(reset.status).toBe(403);
    expect(reset.body.message).toMatch(/verify the code/);
    await logIn(new ApiClient(), user.email, user.password);
  });

  it('limits wrong codes from one address, then locks it out even with the right one', async () => {
    const user = await signUp();
    const client = new ApiClient();
    await client.put('/api/user/forgot-password', { email: user.email });
    const code = codeIn((await latestMailTo(user.email)).text)!;
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await client.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: wrong }));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers[0].body.message).toBe('The code is wrong or has expired; check it, or request a new one');
    expect(answers[4].status).toBe(429);
    const right = await client.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: code });
    expect(right.status).toBe(429);
  });

  it('answers the same for unknown emails and checks the code format', async () => {
    const client = new ApiClient();
    const unknown = await client.put('/api/user/forgot-password', { email: 'nobody-here@example.test' });
    expect(unknown.status).toBe(200);
    const badFormat = await client.put('/api/user/verify-forgot-password-otp', {
      email: 'nobody-here@example.test',
      otp: '12ab',
    });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe('Please enter the 6-digit code');
    const neverSent = await client.put('/api/user/verify-forgot-password-otp', {
      email: 'nobody-here@example.test',
      otp: '123456',
    });
    expect(neverSent.status).toBe(400);
  });
});
