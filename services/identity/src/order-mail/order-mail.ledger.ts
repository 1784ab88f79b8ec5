import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites } from '@shop/common';
import { Model } from 'mongoose';
import { ORDER_MAIL_MODEL, OrderMail, PendingOrderMail } from './order-mail.schema';

export type NewOrderMail = Omit<PendingOrderMail, 'state' | 'dueAt' | 'attempts' | 'lastError' | 'sentAt'>;

/**
 * What was sent for which order change. Recording is an insert under the unique `_id` (the changeId),
 * which exactly one of any number of concurrent deliveries wins on FerretDB and MongoDB alike; every
 * later write is a conditional update of one record, made atomic on both engines by DocumentWrites.
 */
@Injectable()
export class OrderMailLedger {
  constructor(
    @InjectModel(ORDER_MAIL_MODEL) private readonly mails: Model<OrderMail>,
    private readonly writes: DocumentWrites,
  ) {}

  /**
   * Records the mail as pending and taken by the caller until `leaseMs` from now. False when the
   * change has a record already: another delivery of the event recorded it, and it (or the resender)
   * sends it.
   */
  async record(mail: NewOrderMail, leaseMs: number): Promise<PendingOrderMail | null> {
    const record: PendingOrderMail = { ...mail, state: 'pending', dueAt: new Date(Date.now() + leaseMs), attempts: 1 };
    try {
      await this.mails.create(record);
      return record;
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return null;
      throw error;
    }
  }

  /** Pending mails whose sender gave up or died, oldest first (served by the {state, dueAt} index). */
  due(now: Date, limit: number): Promise<PendingOrderMail[]> {
    return this.mails
      .find({ state: 'pending', dueAt: { $lte: now } })
      .sort({ dueAt: 1 })
      .limit(limit)
      .lean<PendingOrderMail[]>();
  }

  /** Takes a due mail for `leaseMs`; false when someone else took or finished it since it was read. */
  async take(mail: OrderMail, leaseMs: number): Promise<boolean> {
    const { modifiedCount } = await this.writes.atomically(this.mails, mail._id, () =>
      this.mails.updateOne(
        { _id: mail._id, state: 'pending', dueAt: mail.dueAt },
        { $set: { dueAt: new Date(Date.now() + leaseMs) }, $inc: { attempts: 1 } },
      ),
    );
    return modifiedCount === 1;
  }

  /** The body is dropped once sent: the record stays small, and its `_id` is all the dedupe needs. */
  async markSent(id: string): Promise<void> {
    await this.writes.atomically(this.mails, id, () =>
      this.mails.updateOne(
        { _id: id, state: 'pending' },
        { $set: { state: 'sent', sentAt: new Date() }, $unset: { html: 1, text: 1 } },
      ),
    );
  }

  /** The SMTP server refused or could not be reached: the resender tries again from `retryAt`. */
  async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
    await this.writes.atomically(this.mails, id, () =>
      this.mails.updateOne({ _id: id, state: 'pending' }, { $set: { dueAt: retryAt, lastError: error } }),
    );
  }

  /**
   * Forgets mails sent before `before`: by then no copy of their event is still travelling (the bus's
   * inbox remembers events for 14 days), so their records no longer guard against anything.
   */
  async forgetSentBefore(before: Date): Promise<number> {
    const { deletedCount } = await this.mails.deleteMany({ state: 'sent', sentAt: { $lt: before } });
    return deletedCount;
  }
}
