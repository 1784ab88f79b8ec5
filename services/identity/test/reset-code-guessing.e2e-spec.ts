import { ApiClient, eventually, latestMailTo, logIn, mailsTo, signUp, uniqueEmail } from '@shop/testkit';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

/** Item 4 of the security review: the reset-code guessing budget, and who a lock shuts out. */
describe('reset-code guessing', () => {
  async function mailedCode(email: string, previous?: string): Promise<string> {
    await new ApiClient().put('/api/user/forgot-password', { email });
    for (;;) {
      const code = codeIn((await latestMailTo(email)).text)!;
      if (code !== previous || (await mailsTo(email)).length > 1) return code;
    }
  }

  it('a new code does not refill the wrong-code budget', async () => {
    const user = await signUp();
    const guesser = new ApiClient();
    const verify = (otp: string) => guesser.put('/api/user/verify-forgot-password-otp', { email: user.email, otp });
    const first = await mailedCode(user.email);
    for (let i = 0; i < 4; i++) expect((await verify(wrongFor(first))).status).toBe(400);
    await new ApiClient().put('/api/user/forgot-password', { email: user.email });
    const locked = await verify('123456');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_WRONG_CODES');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('locks the guesser out, while the mailbox owner still gets in with the mailed code', async () => {
    const user = await signUp();
    const code = await mailedCode(user.email);
    const guesser = new ApiClient();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        await guesser.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: wrongFor(code) }),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 429, 429]);
    expect((await guesser.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: code })).status).toBe(
      429,
    );

    const owner = new ApiClient();
    expect((await owner.put('/api/user/verify-forgot-password-otp', { email: user.email, otp: code })).status).toBe(
      200,
    );
    const reset = await owner.put('/api/user/reset-password', {
      email: user.email,
      newPassword: 'Owner-pass-777',
      confirmPassword: 'Owner-pass-777',
    });
    expect(reset.status).toBe(200);
    await logIn(owner, user.email, 'Owner-pass-777');
  });

  it('mails at most five codes per e-mail per hour, and answers unknown e-mails alike', async () => {
    const user = await signUp();
    const unknown = uniqueEmail('nobody');
    for (const email of [user.email, unknown]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await new ApiClient().put('/api/user/forgot-password', { email }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
      expect(answers[5].body.code).toBe('TOO_MANY_RESET_CODES');
      expect(Number(answers[5].headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    // Five codes arrive; then a mail asked for after the refused sixth (the notice a registration with a
    // taken address sends, through the same background mailer) arrives too: by then a sixth code would have.
    const codes = async () => (await mailsTo(user.email)).filter((mail) => /reset code/.test(mail.subject));
    await eventually(async () => (await codes()).length >= 5 || undefined, 'the five codes');
    const control = {
      name: 'Control',
      email: user.email,
      password: 'Control-pass-99',
      confirmPassword: 'Control-pass-99',
    };
    expect((await new ApiClient().post('/api/user/register', control)).status).toBe(201);
    await eventually(
      async () => (await mailsTo(user.email)).some((mail) => /already have/.test(mail.subject)) || undefined,
      'the control mail',
    );
    expect(await codes()).toHaveLength(5);
  });
});
