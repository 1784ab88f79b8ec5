import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { IDENTITY_ENV, IdentityEnv } from '../config';
import { OrderMailLedger } from './order-mail.ledger';
import { OrderMailSender } from './order-mail.sender';

const BATCH = 50;
/** Sent mails are remembered this long (see OrderMailLedger.forgetSentBefore), and forgotten once an hour. */
const KEEP_SENT_MS = 30 * 24 * 3600 * 1000;
const FORGET_EVERY_MS = 3600 * 1000;

/**
 * Sends the order mails still pending once due: those the SMTP server did not take (after a growing
 * delay), and those whose sender died (after its lease). One replica at a time runs it, and each mail
 * is taken with a compare-and-set, so two senders never hold one mail. It also forgets old sent ones.
 */
@Injectable()
export class OrderMailResender implements OnApplicationBootstrap, OnApplicationShutdown {
  private stop?: () => void;
  private lastForget = 0;

  constructor(
    private readonly ledger: OrderMailLedger,
    private readonly sender: OrderMailSender,
    private readonly leases: JobLeases,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.env.ORDER_MAIL_RESEND_INTERVAL_MS;
    this.stop = this.leases.every('order-mail-resend', interval, this.sender.leaseMs, async () => {
      await this.resendDue();
      if (Date.now() - this.lastForget > FORGET_EVERY_MS) {
        await this.ledger.forgetSentBefore(new Date(Date.now() - KEEP_SENT_MS));
        this.lastForget = Date.now();
      }
    });
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  /** One round: answers how many mails went out. */
  async resendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const mail of await this.ledger.due(now, BATCH)) {
      if (!(await this.ledger.take(mail, this.sender.leaseMs))) continue;
      if (await this.sender.send({ ...mail, attempts: mail.attempts + 1 })) sent++;
    }
    return sent;
  }
}
