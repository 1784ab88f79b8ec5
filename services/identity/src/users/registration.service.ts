import { Inject, Injectable } from '@nestjs/common';
import { hashPassword } from '../auth/passwords';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { PasswordsDiffer } from '../identity.errors';
import { BackgroundMails } from '../mail/background-mails';
import { escapeHtml } from '../mail/escape-html';
import { MailerService } from '../mail/mailer.service';
import { RegisterDto } from './dto/register.dto';
import { UsersService } from './users.service';

/**
 * Registration answers alike whether the e-mail already has an account or not (issue 32, item 7): the
 * password is hashed either way (one hash each, so the timing tells nothing either), and the owner of
 * a taken address is mailed after the answer instead of the caller being told.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly users: UsersService,
    private readonly mailer: MailerService,
    private readonly background: BackgroundMails,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  async register({ name, email, password, confirmPassword }: RegisterDto): Promise<void> {
    if (password !== confirmPassword) throw PasswordsDiffer.onRegister();
    const created = await this.users.create(name, email, await hashPassword(password));
    if (!created) this.background.start('account exists notice', () => this.tellOwner(email));
  }

  private async tellOwner(email: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (!owner) return;
    const shop = this.env.SHOP_NAME;
    await this.mailer.send({
      to: owner.email,
      subject: `You already have a ${shop} account`,
      text:
        `Hello ${owner.name},\n\nSomeone, perhaps you, tried to open a ${shop} account with this email address. ` +
        'You already have one: log in with your password, or reset it from the login page if you forgot it.\n' +
        'If it was not you, you can ignore this mail; nothing has changed.',
      html:
        `<p>Hello ${escapeHtml(owner.name)},</p><p>Someone, perhaps you, tried to open a ${escapeHtml(shop)} ` +
        'account with this email address. You already have one: log in with your password, or reset it from ' +
        'the login page if you forgot it.</p><p>If it was not you, you can ignore this mail; nothing has changed.</p>',
    });
  }
}
