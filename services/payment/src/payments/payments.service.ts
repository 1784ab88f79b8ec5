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
import { RefundQueue } from './refund-queue';

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
    private readonly refunds: RefundQueue,
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
   * provider's payment id is kept when this event brought it. The refund is queued first (RefundQueue),
   * due after `attemptWithinMs`: the claimer attempts it at once, and the retrier only if the claimer
   * died before the claim or the attempt, or the attempt failed.
   */
  async claimRefund(
    payment: StoredPayment,
    from: PaymentStatus,
    attemptWithinMs: number,
    paymentIntentId?: string,
  ): Promise<boolean> {
    await this.refunds.enqueue(payment._id, new Date(Date.now() + attemptWithinMs), from, paymentIntentId);
    return this.transition(payment, from, {
      status: PaymentStatus.refunding,
      ...(paymentIntentId ? { paymentIntentId } : {}),
    });
  }

  /**
   * REFUNDING → REFUNDED once the provider has the refund of `amount` (minor units: the payment, less a
   * packed refund made before), and payment.refunded queued in the same update (the order becomes
   * REFUNDED). False when it was marked meanwhile (a racing attempt got the same refund: the idempotency
   * key), so the event is queued once.
   */
  async markRefunded(payment: StoredPayment, refundId: string, amount: number): Promise<boolean> {
    const refunded = createEvent(RefundEvents.paymentRefunded, {
      orderId: payment.orderId,
      refundId,
      amountTotal: amount,
    });
    const result = await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne(
        { _id: payment._id, status: PaymentStatus.refunding },
        {
          $set: { status: PaymentStatus.refunded, refundId, refundAmount: amount, lastRefundError: null },
          $inc: { refundAttempts: 1 },
          $push: { outbox: refunded },
        },
      ),
    );
    if (result.modifiedCount) this.relay.kick(this.payments, payment._id, [refunded]);
    await this.refunds.done(payment._id);
    return result.modifiedCount === 1;
  }

  /** A refund attempt failed: counted, its error kept (an admin sees both), and due again at `retryAt`. */
  async refundFailed(payment: StoredPayment, error: string, retryAt: Date): Promise<void> {
    await this.writes.atomically(this.payments, payment._id, () =>
      this.payments.updateOne(
        { _id: payment._id, status: PaymentStatus.refunding },
        { $set: { lastRefundError: error }, $inc: { refundAttempts: 1 } },
      ),
    );
    await this.refunds.postpone(payment._id, retryAt);
  }

  byId(id: string): Promise<StoredPayment | null> {
    return this.payments.findById(id, { outbox: 0 }).lean<StoredPayment>();
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
      refundAmount: payment.refundAmount ?? null,
      packedRefund: payment.packedRefund
        ? {
            amount: payment.packedRefund.amount,
            refundId: payment.packedRefund.refundId,
            attempts: payment.packedRefund.attempts,
            lastError: payment.packedRefund.lastError,
            refundedAt: isoOrNull(payment.packedRefund.refundedAt),
            droppedAt: isoOrNull(payment.packedRefund.droppedAt),
          }
        : null,
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

const isoOrNull = (at: Date | string | null): string | null => (at ? new Date(at).toISOString() : null);
