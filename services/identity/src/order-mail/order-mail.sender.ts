import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { MailerService } from '../mail/mailer.service';
import { OrderMailLedger } from './order-mail.ledger';
import { PendingOrderMail } from './order-mail.schema';

/** Waits before the next try of a mail the SMTP server did not take: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/**
 * Sends one recorded order mail and records the outcome. The window that remains: a process that dies
 * after the SMTP server accepted the mail and before `markSent` leaves it pending, and the resender
 * sends it again once its lease has run out; the copy carries the same Message-ID, by which mail
 * servers and clients (Gmail among them) recognise a duplicate. Any other crash or failure is
 * recovered without a second mail.
 */
@Injectable()
export class OrderMailSender {
  private readonly logger = new Logger('OrderMail');

  constructor(
    private readonly mailer: MailerService,
    private readonly ledger: OrderMailLedger,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  /** The lease a sender holds on a mail it took: far longer than a send can take (see MailerService). */
  get leaseMs(): number {
    return this.env.ORDER_MAIL_LEASE_SECONDS * 1000;
  }

  /** Same change, same Message-ID: a copy sent again after a crash is the same message to mail servers. */
  messageIdFor(changeId: string): string {
    const hash = createHash('sha256').update(changeId).digest('hex').slice(0, 32);
    const domain = /@([^@>\s]+)>?\s*$/.exec(this.env.MAIL_FROM)?.[1] ?? 'shop.local';
    return `<order-${hash}@${domain}>`;
  }

  /** Answers whether the mail went out; a failure is recorded for the resender, never thrown. */
  async send(mail: PendingOrderMail): Promise<boolean> {
    try {
      await this.mailer.send({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(Date.now() + retryDelayMs(mail.attempts));
      this.logger.warn(`${mail._id}: not sent (${reason}); tried again from ${retryAt.toISOString()}`);
      await this.ledger.markFailed(mail._id, reason, retryAt);
      return false;
    }
    await this.ledger.markSent(mail._id);
    return true;
  }
}
