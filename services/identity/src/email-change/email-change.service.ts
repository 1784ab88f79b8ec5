import { Injectable } from '@nestjs/common';
import { passwordMatches } from '../auth/passwords';
import {
  CurrentPasswordRequired,
  EmailTaken,
  InvalidEmailCode,
  TooManyEmailChanges,
  WrongPassword,
} from '../identity.errors';
import { BackgroundMails } from '../mail/background-mails';
import { escapeHtml } from '../mail/escape-html';
import { MailerService } from '../mail/mailer.service';
import { UserDocument } from '../users/user.schema';
import { UsersService } from '../users/users.service';
import { EMAIL_CODE_TTL_SECONDS, EmailChangeStore } from './email-change.store';

/**
 * An account's e-mail address is where its password reset codes go, so it changes only with the
 * current password and once a code mailed to the new address proves it is the user's; the old address
 * is told. Each request counts against an hourly allowance, so the 409 for a taken address cannot be
 * used to list the shop's accounts.
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly users: UsersService,
    private readonly store: EmailChangeStore,
    private readonly mailer: MailerService,
    private readonly background: BackgroundMails,
  ) {}

  /**
   * Mails a code to `email` when it is not the user's address already; the address then pending, or
   * undefined when nothing changes (the spec's profile form always sends the address).
   */
  async requestIfChanged(userId: string, email?: string, currentPassword?: string): Promise<string | undefined> {
    if (!email) return undefined;
    const user = await this.users.findById(userId);
    if (email === user.email) return undefined;
    if (!currentPassword) throw new CurrentPasswordRequired();
    const waitSeconds = await this.store.claimRequest(userId);
    if (waitSeconds > 0) throw new TooManyEmailChanges(waitSeconds);
    if (!(await passwordMatches(currentPassword, user.password))) throw new WrongPassword();
    if (await this.users.emailTakenByOther(email, userId)) throw EmailTaken.onUpdate();
    const code = await this.store.issue(userId, email);
    this.background.start('email change code', () => this.mailCode(user, email, code));
    return email;
  }

  /** Moves the account to the address the code was mailed to, and tells the old address. */
  async confirm(userId: string, code: string): Promise<UserDocument> {
    const email = await this.store.confirm(userId, code);
    if (!email) throw new InvalidEmailCode();
    const before = await this.users.findById(userId);
    const after = await this.users.changeEmail(userId, email);
    this.background.start('email changed notice', () => this.tellOldAddress(before, email));
    return after;
  }

  private async mailCode(user: UserDocument, email: string, code: string): Promise<void> {
    const minutes = EMAIL_CODE_TTL_SECONDS / 60;
    await this.mailer.send({
      to: email,
      subject: 'Confirm your new email address',
      text: `Hello ${user.name},\n\nYour code to confirm this address for your account is ${code}. It expires in ${minutes} minutes.\nIf you did not ask for it, ignore this mail.`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>Your code to confirm this address for your account is <b style="font-size:20px;letter-spacing:4px">${code}</b>. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this mail.</p>`,
    });
  }

  private async tellOldAddress(before: UserDocument, email: string): Promise<void> {
    await this.mailer.send({
      to: before.email,
      subject: 'Your email address was changed',
      text: `Hello ${before.name},\n\nThe email address of your account was changed to ${email}. From now on, sign in with it.\nIf you did not do this, reset your password and contact us at once.`,
      html: `<p>Hello ${escapeHtml(before.name)},</p><p>The email address of your account was changed to <b>${escapeHtml(email)}</b>. From now on, sign in with it.</p><p>If you did not do this, reset your password and contact us at once.</p>`,
    });
  }
}
