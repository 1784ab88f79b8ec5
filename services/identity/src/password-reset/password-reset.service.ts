import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import {
  InvalidResetCode,
  PasswordsDiffer,
  ResetCodeNotVerified,
  TooManyResetCodes,
  TooManyResetTries,
  TooManyWrongCodes,
} from '../identity.errors';
import { BackgroundMails } from '../mail/background-mails';
import { escapeHtml } from '../mail/escape-html';
import { MailerService } from '../mail/mailer.service';
import { UsersService } from '../users/users.service';
import { ForgotPasswordDto, ResetPasswordDto, VerifyCodeDto } from './dto/password-reset.dto';
import { CODE_TTL_SECONDS, ResetCodeStore } from './reset-code.store';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly codes: ResetCodeStore,
    private readonly mailer: MailerService,
    private readonly background: BackgroundMails,
    private readonly tokens: TokenService,
  ) {}

  /**
   * Mails a code when the account exists. What happens before the answer is the same for every e-mail
   * (its hourly allowance is counted whether an account has it or not); looking the account up and
   * mailing happen after, so neither the answer nor its timing tells whether the account exists.
   */
  async sendCode({ email }: ForgotPasswordDto): Promise<void> {
    const waitSeconds = await this.codes.claimCodeRequest(email);
    if (waitSeconds > 0) throw new TooManyResetCodes(waitSeconds);
    this.background.start('password reset code', () => this.mailCode(email));
  }

  /**
   * `clientAddress` is the caller's as the gateway saw it: wrong codes lock that address out, not the mailbox.
   * Answers the reset token only this caller gets: the reset must present it.
   */
  async verifyCode({ email, otp }: VerifyCodeDto, clientAddress: string): Promise<string> {
    const check = await this.codes.check(email, otp, clientAddress);
    if (check.outcome === 'locked') throw new TooManyWrongCodes(check.retryAfterSeconds);
    if (check.outcome === 'invalid') throw new InvalidResetCode();
    return check.resetToken;
  }

  /** `resetToken` is the one verifyCode handed out (body or cookie): the e-mail alone resets nothing. */
  async resetPassword(
    { email, newPassword, confirmPassword }: ResetPasswordDto,
    resetToken: string | undefined,
  ): Promise<void> {
    if (newPassword !== confirmPassword) throw PasswordsDiffer.onReset();
    const spending = await this.codes.spendGrant(email, resetToken);
    if (spending.outcome === 'locked') throw new TooManyResetTries(spending.retryAfterSeconds);
    if (spending.outcome === 'refused') throw new ResetCodeNotVerified();
    const user = await this.users.findByEmail(email);
    if (!user) throw new ResetCodeNotVerified();
    await this.users.setPassword(user.id, newPassword);
    await this.tokens.endAllSessions(user.id);
  }

  private async mailCode(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const code = await this.codes.issue(email);
    const minutes = CODE_TTL_SECONDS / 60;
    await this.mailer.send({
      to: user.email,
      subject: 'Your password reset code',
      text: `Hello ${user.name},\n\nYour code to reset your password is ${code}. It expires in ${minutes} minutes.\nIf you did not ask for it, ignore this mail.`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p>Your code to reset your password is <b style="font-size:20px;letter-spacing:4px">${code}</b>. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this mail.</p>`,
    });
  }
}
