import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { IDENTITY_ENV, IdentityEnv } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A fixed Message-ID (angle brackets included) for a mail that may be sent again after a crash. */
  messageId?: string;
}

@Injectable()
export class MailerService {
  private readonly logger = new Logger('Mailer');
  private readonly transporter: Transporter;

  constructor(@Inject(IDENTITY_ENV) private readonly env: IdentityEnv) {
    this.transporter = nodemailer.createTransport({
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_PORT === 465,
      auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
      // Bounded, so a hung SMTP server fails a send well within the order mails' lease (order-mail.sender.ts).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: Mail): Promise<void> {
    await this.transporter.sendMail({ from: this.env.MAIL_FROM, ...mail });
    this.logger.log(`sent "${mail.subject}"`);
  }
}
