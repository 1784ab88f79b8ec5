import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { PaymentStatus } from '../payments/payment-status';
import { PaymentsService, StoredPayment } from '../payments/payments.service';
import { fromStripeError } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.provider';

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
    @Inject(PAYMENT_ENV)
    private readonly env: Pick<PaymentEnv, 'PAYMENT_REFUND_RETRY_BASE_MS' | 'PAYMENT_REFUND_RETRY_MAX_MS'>,
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
   * One attempt to refund the whole payment of a REFUNDING payment: REFUNDED (and payment.refunded) when
   * the provider has it, otherwise the failure is recorded and the attempt due again after a back-off.
   * The idempotency key makes a repeat (a retry after a lost answer, the webhook and the cancellation
   * both getting here) return the same refund. Answers whether the payment is refunded.
   */
  async attemptRefund(payment: StoredPayment): Promise<boolean> {
    try {
      const paymentIntent = payment.paymentIntentId ?? (await this.paymentIntentOf(payment.sessionId));
      if (!paymentIntent) throw new Error(`session ${payment.sessionId} names no payment to refund`);
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { orderId: payment.orderId, sessionId: payment.sessionId } },
        { idempotencyKey: `refund-${payment.sessionId}` },
      );
      await this.payments.markRefunded(payment, refund.id);
      this.logger.warn(`order ${payment.orderId}: payment ${paymentIntent} refunded (${refund.id})`);
      return true;
    } catch (error) {
      const attempts = (payment.refundAttempts ?? 0) + 1;
      const retryAt = new Date(Date.now() + this.backOff(attempts));
      const problem = (error as Error).message;
      await this.payments.refundFailed(payment, problem, retryAt);
      this.logger.warn(
        `refund of session ${payment.sessionId} failed (attempt ${attempts}), next at ${retryAt.toISOString()}: ${problem}`,
      );
      return false;
    }
  }

  /** Doubling from the base after each failed attempt, up to the maximum. */
  private backOff(attempts: number): number {
    const { PAYMENT_REFUND_RETRY_BASE_MS: base, PAYMENT_REFUND_RETRY_MAX_MS: max } = this.env;
    return Math.min(max, base * 2 ** Math.min(attempts - 1, 30));
  }

  /** The provider's error stays as it is: its message is what the payment records as the refund's last error. */
  private async paymentIntentOf(sessionId: string): Promise<string | undefined> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    return typeof intent === 'string' ? intent : intent?.id;
  }
}
