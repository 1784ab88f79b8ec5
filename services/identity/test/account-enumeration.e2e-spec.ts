import { ApiClient, latestMailTo, logIn, metricTotal, signUp, uniqueEmail } from '@shop/testkit';

const passwordHashes = () => metricTotal('identity', 'password_hashes_total');

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** Item 3 of the security review: no answer, and no answer's timing, tells whether an account exists. */
describe('account enumeration', () => {
  // That the answer comes before the account is looked up or mailed, on one code path for both, is the
  // unit spec's to show (password-reset.service.spec.ts); no wall-clock margin is asserted here.
  it('forgot-password answers known and unknown e-mails alike, and mails the known one', async () => {
    const known = await Promise.all([1, 2, 3].map(() => signUp()));
    const answer = async (email: string) => {
      const { status, body } = await new ApiClient().put('/api/user/forgot-password', { email });
      return { status, body: { ...body, data: { ...body.data, email: '' } } };
    };
    for (const user of known) expect(await answer(uniqueEmail('nobody'))).toEqual(await answer(user.email));
    expect(codeIn((await latestMailTo(known[0].email)).text)).toBeDefined();
  });

  it('register answers a taken e-mail as a new one, hashing once each, and mails the owner instead', async () => {
    const owner = await signUp('Owner Of The Address');
    const register = async (email: string) => {
      const before = await passwordHashes();
      const answer = await new ApiClient().post('/api/user/register', {
        name: 'Prober',
        email,
        password: 'Probing-pass-77',
        confirmPassword: 'Probing-pass-77',
      });
      return { status: answer.status, body: answer.body, hashes: (await passwordHashes()) - before };
    };
    const fresh = uniqueEmail('fresh');
    const [taken, created] = [await register(owner.email), await register(fresh)];
    expect(taken.status).toBe(201);
    expect({ ...taken, body: { ...taken.body, data: { ...taken.body.data, email: '' } } }).toEqual({
      ...created,
      body: { ...created.body, data: { ...created.body.data, email: '' } },
    });
    expect(taken.body.data).toEqual({ name: 'Prober', email: owner.email });
    expect(created.hashes).toBe(1);
    const notice = await latestMailTo(owner.email);
    expect(notice.subject).toMatch(/already have .* account/);
    // The owner's account is untouched; the new address has its account.
    await logIn(new ApiClient(), owner.email, owner.password);
    await logIn(new ApiClient(), fresh, 'Probing-pass-77');
  });

  it('verify-forgot-password-otp answers a wrong code as it answers a code never sent', async () => {
    const user = await signUp();
    await new ApiClient().put('/api/user/forgot-password', { email: user.email });
    const code = codeIn((await latestMailTo(user.email)).text)!;
    const wrong = await new ApiClient().put('/api/user/verify-forgot-password-otp', {
      email: user.email,
      otp: code === '000000' ? '000001' : '000000',
    });
    const neverSent = await new ApiClient().put('/api/user/verify-forgot-password-otp', {
      email: uniqueEmail('nobody'),
      otp: '123456',
    });
    expect(wrong.status).toBe(400);
    expect({ status: neverSent.status, code: neverSent.body.code, message: neverSent.body.message }).toEqual({
      status: wrong.status,
      code: wrong.body.code,
      message: wrong.body.message,
    });
  });

  it('limits how often one account may try e-mail addresses (taken ones answer 409)', async () => {
    const owners = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUp()));
    const prober = await signUp();
    const answers = [];
    for (const owner of owners) {
      answers.push(
        await prober.client.put('/api/user/update-user', { email: owner.email, currentPassword: prober.password }),
      );
    }
    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409]);
    expect(answers[5].status).toBe(429);
    expect(answers[5].body.code).toBe('TOO_MANY_EMAIL_CHANGES');
    expect(Number(answers[5].headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
