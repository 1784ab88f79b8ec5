import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import {
  PasswordsDiffer,
  ResetCodeExpired,
  ResetCodeNotVerified,
  TooManyWrongCodes,
  WrongResetCode,
} from '../identity.errors';
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
    private readonly tokens: TokenService,
  ) {}

  /** Mails a code when the account exists; the answer is the same either way, so emails can't be probed. */
  async sendCode({ email }: ForgotPasswordDto): Promise<void> {
    const lockedFor = await this.codes.isLocked(email);
    if (lockedFor > 0) throw new TooManyWrongCodes(lockedFor);
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

  async verifyCode({ email, otp }: VerifyCodeDto): Promise<void> {
    const check = await this.codes.check(email, otp);
    switch (check.outcome) {
      case 'verified':
        return;
      case 'wrong':
        throw new WrongResetCode(check.triesLeft);
      case 'locked':
        throw new TooManyWrongCodes(check.retryAfterSeconds);
      case 'missing':
        throw new ResetCodeExpired();
    }
  }

  async resetPassword({ email, newPassword, confirmPassword }: ResetPasswordDto): Promise<void> {
    if (newPassword !== confirmPassword) throw PasswordsDiffer.onReset();
    if (!(await this.codes.consumeVerification(email))) throw new ResetCodeNotVerified();
    const user = await this.users.findByEmail(email);
    if (!user) throw new ResetCodeNotVerified();
    await this.users.setPassword(user.id, newPassword);
    await this.tokens.endAllSessions(user.id);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
