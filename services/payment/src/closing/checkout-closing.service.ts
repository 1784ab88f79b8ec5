import { Inject, Injectable, Logger } from '@nestjs/common';
import { Types } from 'mongoose';
import Stripe from 'stripe';
import { PAYMENT_ENV } from '../config';
import { PaymentStatus } from '../payments/payment-status';
import { PaymentsService, StoredPayment } from '../payments/payments.service';
import { RefundDue, RefundQueue } from '../payments/refund-queue';
import { paymentIntentOf } from '../stripe/payment-intent-of';
import { fromStripeError } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.provider';
import { PackedRefundsService } from './packed-refunds.service';
import { refundBackOff, RefundBackOffEnv } from './refund-back-off';

/** The claimer of a refund attempts it within this long (three calls of the SDK's 10 s timeout); later, the retrier does. */
const CLAIMER_ATTEMPT_MS = 60_000;

/**
 * Keeps a checkout session from taking money for an order that is no longer payable (cancelled: its
 * payment window passed, or another order took the buyer's cart). The session of a cancelled order is
 * expired at the provider, so its page can no longer be paid; a payment that got through anyway (paid
 * before the expiry reached the provider, or at the same moment) is refunded. Every step is one
 * conditional update of the payment, so the webhook and the order's cancellation racing decide once.
 *
 * A refund is attempted at once by whoever claimed it (the payment becomes REFUNDING); an attempt that
 * fails is counted and its error kept on the payment (an admin sees both), and the RefundRetrier tries
 * again later, backing off, until the provider has it. The idempotency key makes every attempt of one
 * payment the same refund at the provider.
 */
@Injectable()
export class CheckoutClosingService {
  private readonly logger = new Logger('CheckoutClosing');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundQueue,
    private readonly packed: PackedRefundsService,
    @Inject(PAYMENT_ENV) private readonly env: RefundBackOffEnv,
  ) {}

  /**
   * The order was cancelled: close its open session, or refund it when it was paid already. A refund
   * that fails here is not an error of the event: it is recorded and retried by the RefundRetrier.
   */
  async closeForOrder(orderId: string, reason: string): Promise<void> {
    const payment = await this.payments.byOrder(orderId);
    if (!payment) return;
    switch (payment.status) {
      case PaymentStatus.open:
        await this.expireAtProvider(payment.sessionId);
        if (await this.payments.close(payment, reason)) {
          this.logger.log(`session ${payment.sessionId} closed: ${reason}`);
          return;
        }
        return this.closeForOrder(orderId, reason);
      case PaymentStatus.paid:
        if (!(await this.payments.claimRefund(payment, PaymentStatus.paid, CLAIMER_ATTEMPT_MS)))
          return this.closeForOrder(orderId, reason);
        await this.attemptRefund(payment);
        return;
      default:
        // REFUNDING: claimed already, its attempts are under way (the retrier's); the rest have nothing to refund.
        return;
    }
  }

  /**
   * The provider took a payment for a session that is no longer OPEN. Answers whether it is being
   * refunded (closed unpaid before, so its order is cancelled); a session already PAID is a repeat.
   */
  async paidAfterClosing(sessionId: string, paymentIntentId?: string): Promise<boolean> {
    const payment = await this.payments.bySession(sessionId);
    if (!payment) return false;
    switch (payment.status) {
      case PaymentStatus.failed:
        if (!(await this.payments.claimRefund(payment, PaymentStatus.failed, CLAIMER_ATTEMPT_MS, paymentIntentId)))
          return this.paidAfterClosing(sessionId, paymentIntentId);
        await this.attemptRefund({ ...payment, paymentIntentId: paymentIntentId ?? payment.paymentIntentId });
        return true;
      case PaymentStatus.refunding:
        return true;
      default:
        return false;
    }
  }

  /** A session that is no longer open (paid or expired already) is left as it is: the webhook says which. */
  private async expireAtProvider(sessionId: string): Promise<void> {
    try {
      await this.stripe.checkout.sessions.expire(sessionId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        this.logger.warn(`session ${sessionId} could not be expired: ${error.message}`);
        return;
      }
      throw fromStripeError(error);
    }
  }

  /**
   * One attempt to refund what is left of a REFUNDING payment: REFUNDED (and payment.refunded) when the
   * provider has it, otherwise the failure is recorded and the attempt due again after a back-off. The
   * idempotency key makes a repeat (a retry after a lost answer, the webhook and the cancellation both
   * getting here) return the same refund. Answers whether the payment is refunded.
   *
   * Never more than was paid, with a packed refund (issue 38): a packed refund is claimed only while the
   * payment is PAID and attempted in its own right only while it stays PAID, so once the full refund is
   * claimed nothing else refunds; the full refund first settles a packed refund still pending (one more
   * attempt under that refund's own key: the provider hands back the refund made already or makes it now;
   * one it refuses for good is dropped), then asks for no amount, so the provider returns exactly what is
   * left, and records that: the payment less what the packed refund returned.
   */
  async attemptRefund(payment: StoredPayment): Promise<boolean> {
    try {
      const paymentIntent = await paymentIntentOf(this.stripe, payment);
      const packedReturned = await this.packed.settleBeforeFull(payment._id);
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { orderId: payment.orderId, sessionId: payment.sessionId } },
        { idempotencyKey: `refund-${payment.sessionId}` },
      );
      const amount = payment.amountTotal - packedReturned;
      await this.payments.markRefunded(payment, refund.id, amount);
      this.logger.warn(`order ${payment.orderId}: payment ${paymentIntent} refunded, ${amount} (${refund.id})`);
      return true;
    } catch (error) {
      const attempts = (payment.refundAttempts ?? 0) + 1;
      const retryAt = new Date(Date.now() + refundBackOff(this.env, attempts));
      const problem = (error as Error).message;
      await this.payments.refundFailed(payment, problem, retryAt);
      this.logger.warn(
        `refund of session ${payment.sessionId} failed (attempt ${attempts}), next at ${retryAt.toISOString()}: ${problem}`,
      );
      return false;
    }
  }

  /**
   * Picks up a queued refund whose attempt is due (see RefundQueue): attempted when the payment is being
   * refunded, claimed first when the claim itself was interrupted, dropped when there is nothing to refund.
   */
  async resumeRefund(due: RefundDue): Promise<boolean> {
    const paymentId = new Types.ObjectId(due._id);
    const payment = await this.payments.byId(due._id);
    if (payment?.status === due.from) {
      await this.payments.claimRefund(payment, due.from, CLAIMER_ATTEMPT_MS, due.paymentIntentId);
      return this.resumeRefund(due);
    }
    if (payment?.status !== PaymentStatus.refunding) {
      await this.refunds.done(paymentId);
      return payment?.status === PaymentStatus.refunded;
    }
    return this.attemptRefund({ ...payment, paymentIntentId: payment.paymentIntentId ?? due.paymentIntentId });
  }
}
