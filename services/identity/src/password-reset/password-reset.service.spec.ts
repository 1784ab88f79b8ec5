import { BackgroundMails } from '../mail/background-mails';
import { PasswordResetService } from './password-reset.service';

/** Item 3 of the security review: forgot-password answers before any mail is sent, account or not. */
describe('PasswordResetService.sendCode', () => {
  const setUp = (account: { email: string; name: string } | null) => {
    let mailSent!: () => void;
    const sending = new Promise<void>((resolve) => (mailSent = resolve));
    const mailer = { send: jest.fn(() => sending) };
    const users = { findByEmail: jest.fn(async () => account) };
    const codes = { claimCodeRequest: jest.fn(async () => 0), issue: jest.fn(async () => '123456') };
    const background = new BackgroundMails();
    const service = new PasswordResetService(users as never, codes as never, mailer as never, background, {} as never);
    return { service, mailer, users, background, mailSent };
  };

  it('answers for a known e-mail before looking it up or mailing, then mails the code', async () => {
    const { service, mailer, users, background, mailSent } = setUp({ email: 'ann@example.test', name: 'Ann' });
    await service.sendCode({ email: 'ann@example.test' });
    expect(users.findByEmail).not.toHaveBeenCalled();
    expect(mailer.send).not.toHaveBeenCalled();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(mailer.send).toHaveBeenCalledWith(expect.objectContaining({ to: 'ann@example.test' }));
    mailSent();
    await background.settled();
  });

  it('does the same before answering for an unknown e-mail, and mails nothing', async () => {
    const { service, mailer, users, background } = setUp(null);
    await service.sendCode({ email: 'nobody@example.test' });
    expect(users.findByEmail).not.toHaveBeenCalled();
    await background.settled();
    expect(users.findByEmail).toHaveBeenCalledWith('nobody@example.test');
    expect(mailer.send).not.toHaveBeenCalled();
  });
});
