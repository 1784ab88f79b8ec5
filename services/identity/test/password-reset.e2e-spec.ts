import { ApiClient, eventually, latestMailTo, logIn, signUp } from '@shop/testkit';

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

  it('ties the reset to the client that verified: an attacker looping on the e-mail never wins (issue 32, item 1)', async () => {
    const victim = await signUp();
    const owner = new ApiClient();
    const attackerPassword = 'Attacker-pass-99';
    const attackerAnswers: number[] = [];
    let stop = false;
    // From a new address every time (a botnet): the gateway's per-address budget does not stop it.
    const attack = (async () => {
      while (!stop) {
        const answer = await new ApiClient().put('/api/user/reset-password', {
          email: victim.email,
          newPassword: attackerPassword,
          confirmPassword: attackerPassword,
        });
        attackerAnswers.push(answer.status);
      }
    })();
    try {
      expect((await owner.put('/api/user/forgot-password', { email: victim.email })).status).toBe(200);
      const code = codeIn((await latestMailTo(victim.email)).text)!;
      const verified = await owner.put('/api/user/verify-forgot-password-otp', { email: victim.email, otp: code });
      expect(verified.status).toBe(200);
      expect(verified.body.data.resetToken).toMatch(/^[\w-]{43}$/);
      expect(owner.cookie('resetToken')).toBe(verified.body.data.resetToken);
      // The attacker keeps trying while the verification stands (where the old code let them in).
      const triedBefore = attackerAnswers.length;
      await eventually(async () => attackerAnswers.length >= triedBefore + 10, 'attacker tries after the verification');
      const reset = await owner.put('/api/user/reset-password', {
        email: victim.email,
        newPassword: 'Owners-new-pass-7',
        confirmPassword: 'Owners-new-pass-7',
      });
      expect(reset.status).toBe(200);
    } finally {
      stop = true;
      await attack;
    }
    expect(attackerAnswers.length).toBeGreaterThan(10);
    expect([...new Set(attackerAnswers)].sort()).toEqual(expect.arrayContaining([403]));
    expect(attackerAnswers.filter((status) => status !== 403 && status !== 429)).toEqual([]);
    const attackerLogin = await new ApiClient().post('/api/user/login', {
      email: victim.email,
      password: attackerPassword,
    });
    expect(attackerLogin.status).toBe(400);
    await logIn(new ApiClient(), victim.email, 'Owners-new-pass-7');
  });

  it('takes the token in the body from a client without cookies, once, and only for its e-mail', async () => {
    const [user, other] = [await signUp(), await signUp()];
    const client = new ApiClient();
    await client.put('/api/user/forgot-password', { email: user.email });
    const code = codeIn((await latestMailTo(user.email)).text)!;
    const verified = await client.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: code });
    const resetToken: string = verified.body.data.resetToken;
    client.clearCookies();
    const body = { newPassword: 'Token-client-pass-5', confirmPassword: 'Token-client-pass-5', resetToken };
    expect((await client.put('/api/user/reset-password', { ...body, email: other.email })).status).toBe(403);
    expect((await client.put('/api/user/reset-password', { ...body, email: user.email })).status).toBe(200);
    expect((await client.put('/api/user/reset-password', { ...body, email: user.email })).status).toBe(403);
    await logIn(new ApiClient(), user.email, 'Token-client-pass-5');
    await logIn(new ApiClient(), other.email, other.password);
  });

  it('budgets reset-password per client address (429 with Retry-After)', async () => {
    const user = await signUp();
    const client = new ApiClient();
    const answers = [];
    for (let i = 0; i < Number(process.env.RATE_LIMIT_POINTS ?? 10) + 1; i++) {
      answers.push(
        await client.put('/api/user/reset-password', {
          email: user.email,
          newPassword: 'Guessing-pass-1',
          confirmPassword: 'Guessing-pass-1',
        }),
      );
    }
    const last = answers.pop()!;
    expect(answers.every((answer) => answer.status === 403)).toBe(true);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
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
