import { ApiClient, latestMailTo, logIn, mailsTo, signUp, uniqueEmail } from '@shop/testkit';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** Item 6 of the security review: an e-mail address changes only with the password and a code sent to it. */
describe('changing the e-mail address', () => {
  it('needs the current password', async () => {
    const user = await signUp();
    const email = uniqueEmail('moved');
    const without = await user.client.put('/api/user/update-user', { email });
    expect(without.status).toBe(400);
    expect(without.body.code).toBe('CURRENT_PASSWORD_REQUIRED');
    const wrong = await user.client.put('/api/user/update-user', { email, currentPassword: 'Not-my-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect((await user.client.get('/api/user/user-details')).body.data.email).toBe(user.email);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('takes effect once the code mailed to the new address is entered, and tells the old address', async () => {
    const user = await signUp();
    const email = uniqueEmail('moved');
    const asked = await user.client.put('/api/user/update-user', {
      name: 'Moved Shopper',
      email,
      mobile: '+91 98765 43210',
      currentPassword: user.password,
    });
    expect(asked.status).toBe(200);
    // Name and mobile change at once; the address only once confirmed.
    expect(asked.body.data).toMatchObject({ name: 'Moved Shopper', email: user.email, pending_email: email });
    expect((await user.client.get('/api/user/user-details')).body.data.email).toBe(user.email);

    const code = codeIn((await latestMailTo(email)).text)!;
    const wrong = await user.client.put('/api/user/confirm-email-change', {
      otp: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_EMAIL_CODE');
    const confirmed = await user.client.put('/api/user/confirm-email-change', { otp: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.email).toBe(email);

    const told = await latestMailTo(user.email);
    expect(told.subject).toMatch(/email.*changed/i);
    expect(told.text).toContain(email);
    await logIn(new ApiClient(), email, user.password);
    expect((await new ApiClient().post('/api/user/login', { email: user.email, password: user.password })).status).toBe(
      400,
    );
  });

  it("keeps the spec client's profile form working: an unchanged e-mail needs no password", async () => {
    const user = await signUp();
    const saved = await user.client.put('/api/user/update-user', {
      name: 'Same Address',
      email: user.email.toUpperCase(),
      mobile: '9876543210',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Same Address', email: user.email, mobile: '9876543210' });
  });
});
