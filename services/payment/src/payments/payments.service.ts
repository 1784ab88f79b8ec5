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
  async markPaid(sessionId: string, paymentIntentId?: string): Promise<boolean> {
    const payment = await this.bySession(sessionId);
    if (!payment) return false;
    const succeeded = createEvent(PaymentEvents.paymentSucceeded, {
      orderId: payment.orderId,
      sessionId,
      amountTotal: payment.amountTotal,
    });
    return this.settle(
      payment,
      { status: PaymentStatus.paid, ...(paymentIntentId ? { paymentIntentId } : {}) },
      succeeded,
    );
  }

  /**
   * OPEN → FAILED without an event: the order was cancelled first (it announced that itself). False
   * when the payment was settled meanwhile.
   */
  async close(payment: StoredPayment, reason: string): Promise<boolean> {
    return this.transition(payment, PaymentStatus.open, { status: PaymentStatus.failed, failureReason: reason });
  }

  /**
   * `from` → REFUNDING: claims the refund of a payment whose order is no longer payable, once. The
   * provider's payment id is kept when this event brought it.
   */
  claimRefund(payment: StoredPayment, from: PaymentStatus, paymentIntentId?: string): Promise<boolean> {
    return this.transition(payment, from, {
      status: PaymentStatus.refunding,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
  }

  /** REFUNDING → REFUNDED once the provider has the refund. */
  async markRefunded(payment: StoredPayment, refundId: string): Promise<void> {
    await this.transition(payment, PaymentStatus.refunding, { status: PaymentStatus.refunded, refundId });
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

  /** `from` → `change`, one conditional update like settle, announcing nothing. */
  private async transition(payment: StoredPayment, from: PaymentStatus, change: Partial<Payment>): Promise<boolean> {
    const result = await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne({ _id: payment._id, status: from }, { $set: change }),
    );
    return result.modifiedCount === 1;
  }
}
