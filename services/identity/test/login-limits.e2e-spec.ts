import { ApiClient, signUp } from '@shop/testkit';

/** Failed logins are limited per account and client address; successful ones never count. */
describe('login limits (through the gateway)', () => {
  it('lets many people sign in from one address', async () => {
    const office = new ApiClient();
    const colleagues = await Promise.all(Array.from({ length: 4 }, () => signUp()));
    for (let round = 0; round < 4; round++) {
      for (const colleague of colleagues) {
        const login = await office.post('/api/user/login', { email: colleague.email, password: colleague.password });
        expect(login.status).toBe(200);
      }
    }
  });

  it('locks an account for an address after 5 consecutive failures, and says how long to wait', async () => {
    const user = await signUp();
    const guesser = new ApiClient();
    for (let i = 0; i < 5; i++) {
      const wrong = await guesser.post('/api/user/login', { email: user.email, password: `guess-${i}` });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'Incorrect email or password', code: 'WRONG_CREDENTIALS' });
    }
    const locked = await guesser.post('/api/user/login', { email: user.email, password: user.password });
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ success: false, error: true, code: 'TOO_MANY_LOGIN_FAILURES' });
    expect(locked.body.message).toMatch(/^Too many attempts; please wait \d+ seconds and try again$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    const owner = await new ApiClient().post('/api/user/login', { email: user.email, password: user.password });
    expect(owner.status).toBe(200);
    const otherAccount = await signUp();
    expect(
      (await guesser.post('/api/user/login', { email: otherAccount.email, password: otherAccount.password })).status,
    ).toBe(200);
  });

  it('a success clears the failures before it', async () => {
    const user = await signUp();
    const client = new ApiClient();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await client.post('/api/user/login', { email: user.email, password: 'nope-nope' })).status).toBe(400);
      expect((await client.post('/api/user/login', { email: user.email, password: user.password })).status).toBe(200);
    }
  });

  it('caps the failures of one address across accounts (50 per window)', async () => {
    const guesser = new ApiClient();
    for (let i = 0; i < 50; i++) {
      expect(
        (await guesser.post('/api/user/login', { email: `nobody-${i}@example.test`, password: 'guess-guess' })).status,
      ).toBe(400);
    }
    const capped = await guesser.post('/api/user/login', {
      email: 'someone-else@example.test',
      password: 'guess-guess',
    });
    expect(capped.status).toBe(429);
    expect(capped.body.message).toMatch(/please wait \d+ seconds/);
  }, 30_000);
});
