import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { createEvent, DocumentWrites, IntegrationEvent, OutboxRelay, PaymentEvents } from '@shop/common';
import { Model, Types } from 'mongoose';
import { PaymentStatus } from './payment-status';
import { Payment } from './payment.schema';

export type NewPayment = Pick<
  Payment,
  'sessionId' | 'orderId' | 'userId' | 'currency' | 'amountTotal' | 'lines' | 'url'
>;
export type StoredPayment = Omit<Payment, 'outbox'> & { _id: Types.ObjectId };

/**
 * Payment records and their single settlement. Settling is one conditional update (OPEN in the
 * filter) that also queues the event for the order service, so a repeated webhook changes nothing and
 * the event survives a broker outage.
 */
@Injectable()
export class PaymentsService implements OnModuleInit {
  constructor(
    @InjectModel(Payment.name) private readonly payments: Model<Payment>,
    private readonly relay: OutboxRelay,
    private readonly writes: DocumentWrites,
  ) {}

  onModuleInit(): void {
    this.relay.watch(this.payments);
  }

  async record(payment: NewPayment): Promise<void> {
    await this.payments.create({ ...payment, status: PaymentStatus.open });
  }

  bySession(sessionId: string): Promise<StoredPayment | null> {
    return this.payments.findOne({ sessionId }, { outbox: 0 }).lean<StoredPayment>();
  }

  byOrder(orderId: string): Promise<StoredPayment | null> {
    return this.payments.findOne({ orderId }, { outbox: 0 }).lean<StoredPayment>();
  }

  /** OPEN → PAID and payment.succeeded; false when the session is unknown or already settled. */
  async markPaid(sessionId: string): Promise<boolean> {
    const payment = await this.bySession(sessionId);
    if (!payment) return false;
    const succeeded = createEvent(PaymentEvents.paymentSucceeded, {
      orderId: payment.orderId,
      sessionId,
      amountTotal: payment.amountTotal,
    });
    return this.settle(payment, { status: PaymentStatus.paid }, succeeded);
  }

  /** OPEN → FAILED and payment.failed; false when the session is unknown or already settled. */
  async markFailed(sessionId: string, reason: string): Promise<boolean> {
    const payment = await this.bySession(sessionId);
    if (!payment) return false;
    const failed = createEvent(PaymentEvents.paymentFailed, { orderId: payment.orderId, sessionId, reason });
    return this.settle(payment, { status: PaymentStatus.failed, failureReason: reason }, failed);
  }

  /**
   * One conditional update, applied atomically (see DocumentWrites): that is what makes "only from
   * OPEN" hold when a webhook and the expiry race.
   */
  private async settle(payment: StoredPayment, change: Partial<Payment>, event: IntegrationEvent): Promise<boolean> {
    const result = await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne(
        { _id: payment._id, status: PaymentStatus.open },
        { $set: change, $push: { outbox: event } },
      ),
    );
    if (!result.modifiedCount) return false;
    this.relay.kick(this.payments, payment._id, [event]);
    return true;
  }
}
