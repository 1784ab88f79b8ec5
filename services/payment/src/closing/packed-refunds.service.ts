import { Inject, Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import Stripe from 'stripe';
import { PAYMENT_ENV } from '../config';
import { PackedRefundPayment, PackedRefundRecords } from '../payments/packed-refund-records';
import { PaymentStatus } from '../payments/payment-status';
import { PackedRefund } from '../payments/payment.schema';
import { packedRefundDueId, RefundDue, RefundQueue } from '../payments/refund-queue';
import { paymentIntentOf } from '../stripe/payment-intent-of';
import { STRIPE } from '../stripe/stripe.provider';
import { refundBackOff, RefundBackOffEnv } from './refund-back-off';

/** The claimer of a packed refund attempts it within this long; later, the retrier does (as for full refunds). */
const CLAIMER_ATTEMPT_MS = 60_000;

/**
 * Refunds a paid card order what its pack came to less than the shopper paid (issue 38), once: the
 * decision is queued first (RefundQueue, `<paymentId>:packed`), then claimed on the payment, which stays
 * PAID; the claimer attempts it at once, and a failed attempt is counted, its error kept and retried by
 * the RefundRetrier with back-off until the provider has it. One idempotency key per order's pack makes
 * every attempt the same refund at the provider. Once the order is cancelled (the payment REFUNDING),
 * a packed refund is never attempted in its own right again: the full refund settles it first
 * (settleBeforeFull, see CheckoutClosingService.attemptRefund).
 */
@Injectable()
export class PackedRefundsService {
  private readonly logger = new Logger('PackedRefunds');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly records: PackedRefundRecords,
    private readonly refunds: RefundQueue,
    @Inject(PAYMENT_ENV) private readonly env: RefundBackOffEnv,
  ) {}

  /**
   * The order was packed for `amount` (minor units) less than was paid. Nothing to do unless the payment
   * is PAID (a cancelled order's full refund returns everything) and has no packed refund yet (a repeat).
   */
  async refundPacked(orderId: string, amount: number): Promise<void> {
    const payment = await this.records.byOrder(orderId);
    if (!payment || payment.status !== PaymentStatus.paid || payment.packedRefund) return;
    const due = await this.refunds.enqueuePacked(payment._id, amount, new Date(Date.now() + CLAIMER_ATTEMPT_MS));
    if (!(await this.records.claim(payment, amount))) {
      // Another delivery claimed it (its claimer attempts it), or the payment moved on (nothing to do).
      if (!(await this.records.byId(payment._id))?.packedRefund) await this.refunds.done(due._id);
      return;
    }
    const claimed = await this.records.byId(payment._id);
    if (claimed?.packedRefund) await this.attempt(claimed, claimed.packedRefund);
  }

  /**
   * Picks up a queued packed refund whose attempt is due: claimed first when its claimer died before the
   * claim, attempted while the payment is PAID, dropped from the queue otherwise. Answers whether it was refunded now.
   */
  async resume(due: RefundDue): Promise<boolean> {
    const payment = await this.records.byId(paymentIdOf(due));
    const refund = payment?.packedRefund;
    if (!payment || !refund) {
      if (payment?.status === PaymentStatus.paid && due.amount) {
        await this.records.claim(payment, due.amount);
        return this.resume(due);
      }
      await this.refunds.done(due._id);
      return false;
    }
    if (payment.status !== PaymentStatus.paid || refund.refundId || refund.droppedAt) {
      await this.refunds.done(due._id);
      return false;
    }
    return this.attempt(payment, refund);
  }

  /**
   * Before a full refund of the payment (now REFUNDING): answers what its packed refund returned, in minor
   * units, after making sure of it. One still pending is attempted once more under its own key, so the
   * provider answers with the refund made already, if any, or makes it now; one the provider refuses for
   * good is dropped (0: the full refund returns everything left). Any other failure is thrown: the full
   * refund fails with it and is retried, this first again.
   */
  async settleBeforeFull(paymentId: Types.ObjectId): Promise<number> {
    const payment = await this.records.byId(paymentId);
    const refund = payment?.packedRefund;
    if (!payment || !refund || refund.droppedAt) return 0;
    if (refund.refundId) return refund.amount;
    // The full refund's now: the retrier no longer attempts it in its own right.
    await this.refunds.done(packedRefundDueId(payment._id));
    if (!(await this.records.attemptStarted(payment._id, refund.key, payment.status))) {
      return this.settleBeforeFull(paymentId);
    }
    try {
      await this.refundAtProvider(payment, refund);
      return refund.amount;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        await this.records.dropped(payment._id, refund.key);
        this.logger.warn(
          `order ${payment.orderId}: packed refund dropped, the full refund returns the rest: ${error.message}`,
        );
        return 0;
      }
      await this.records.failed(payment._id, refund.key, (error as Error).message);
      throw error;
    }
  }

  /** One attempt while the payment is PAID: refunded, or the failure recorded and the attempt due again after a back-off. */
  private async attempt(payment: PackedRefundPayment, refund: PackedRefund): Promise<boolean> {
    const dueId = packedRefundDueId(payment._id);
    if (!(await this.records.attemptStarted(payment._id, refund.key, PaymentStatus.paid))) {
      // Refunded or dropped meanwhile, or the order was cancelled: its full refund settles this one.
      await this.refunds.done(dueId);
      return false;
    }
    try {
      await this.refundAtProvider(payment, refund);
      await this.refunds.done(dueId);
      return true;
    } catch (error) {
      const attempts = refund.attempts + 1;
      const retryAt = new Date(Date.now() + refundBackOff(this.env, attempts));
      const problem = (error as Error).message;
      await this.records.failed(payment._id, refund.key, problem);
      await this.refunds.postpone(dueId, retryAt);
      this.logger.warn(
        `packed refund of order ${payment.orderId} failed (attempt ${attempts}), next at ${retryAt.toISOString()}: ${problem}`,
      );
      return false;
    }
  }

  private async refundAtProvider(payment: PackedRefundPayment, refund: PackedRefund): Promise<void> {
    const created = await this.stripe.refunds.create(
      {
        payment_intent: await paymentIntentOf(this.stripe, payment),
        amount: refund.amount,
        metadata: { orderId: payment.orderId, sessionId: payment.sessionId, refund: 'packed' },
      },
      { idempotencyKey: refund.key },
    );
    await this.records.refunded(payment._id, refund.key, created.id);
    this.logger.warn(`order ${payment.orderId}: ${refund.amount} of its payment refunded for its pack (${created.id})`);
  }
}

/** The payment a packed refund's queue entry is of (`<paymentId>:packed`). */
const paymentIdOf = (due: RefundDue): Types.ObjectId => new Types.ObjectId(due._id.split(':')[0]);
