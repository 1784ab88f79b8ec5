import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  createEvent,
  DocumentWrites,
  IntegrationEvent,
  OrderPayment,
  OutboxRelay,
  PaymentEvents,
  RefundEvents,
} from '@shop/common';
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
   * provider's payment id is kept when this event brought it. The claimer attempts the refund at once;
   * the refund retrier takes over only after `attemptWithinMs` (the claimer died, or the attempt failed).
   */
  claimRefund(
    payment: StoredPayment,
    from: PaymentStatus,
    attemptWithinMs: number,
    paymentIntentId?: string,
  ): Promise<boolean> {
    return this.transition(payment, from, {
      status: PaymentStatus.refunding,
      refundDueAt: new Date(Date.now() + attemptWithinMs),
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
  }

  /**
   * REFUNDING → REFUNDED once the provider has the refund, and payment.refunded queued in the same
   * update (the order becomes REFUNDED). False when it was marked meanwhile (a racing attempt got the
   * same refund: the idempotency key), so the event is queued once.
   */
  async markRefunded(payment: StoredPayment, refundId: string): Promise<boolean> {
    const refunded = createEvent(RefundEvents.paymentRefunded, {
      orderId: payment.orderId,
      refundId,
      amountTotal: payment.amountTotal,
    });
    const result = await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne(
        { _id: payment._id, status: PaymentStatus.refunding },
        {
          $set: { status: PaymentStatus.refunded, refundId, lastRefundError: null },
          $inc: { refundAttempts: 1 },
          $unset: { refundDueAt: '' },
          $push: { outbox: refunded },
        },
      ),
    );
    if (!result.modifiedCount) return false;
    this.relay.kick(this.payments, payment._id, [refunded]);
    return true;
  }

  /** A refund attempt failed: counted, its error kept (an admin sees both), and due again at `retryAt`. */
  async refundFailed(payment: StoredPayment, error: string, retryAt: Date): Promise<void> {
    await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne(
        { _id: payment._id, status: PaymentStatus.refunding },
        { $set: { lastRefundError: error, refundDueAt: retryAt }, $inc: { refundAttempts: 1 } },
      ),
    );
  }

  /**
   * REFUNDING payments whose next attempt is due. One status equality, which FerretDB filters in
   * PostgreSQL (and the index serves on MongoDB): only refunds under way are read, never the history.
   */
  refundsDue(now: Date, limit: number): Promise<StoredPayment[]> {
    return this.payments
      .find({ status: PaymentStatus.refunding, refundDueAt: { $lte: now } }, { outbox: 0 })
      .limit(limit)
      .lean<StoredPayment[]>();
  }

  /** The payment of an order as the order service shows it to an admin; null when it has none. */
  async ofOrder(orderId: string): Promise<OrderPayment | null> {
    const payment = await this.byOrder(orderId);
    if (!payment) return null;
    return {
      status: payment.status,
      sessionId: payment.sessionId,
      currency: payment.currency,
      amountTotal: payment.amountTotal,
      paymentIntentId: payment.paymentIntentId ?? null,
      refundId: payment.refundId ?? null,
      refundAttempts: payment.refundAttempts ?? 0,
      lastRefundError: payment.lastRefundError ?? null,
      updatedAt: new Date(payment.updatedAt).toISOString(),
    };
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
