import { Inject, Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentStatus } from '../payments/payment-status';
import { PaymentsService, StoredPayment } from '../payments/payments.service';
import { fromStripeError } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.provider';

/**
 * Keeps a checkout session from taking money for an order that is no longer payable (cancelled: its
 * payment window passed, or another order took the buyer's cart). The session of a cancelled order is
 * expired at the provider, so its page can no longer be paid; a payment that got through anyway (paid
 * before the expiry reached the provider, or at the same moment) is refunded. Every step is one
 * conditional update of the payment, so the webhook and the order's cancellation racing decide once.
 */
@Injectable()
export class CheckoutClosingService {
  private readonly logger = new Logger('CheckoutClosing');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    private readonly payments: PaymentsService,
  ) {}

  /** The order was cancelled: close its open session, or refund it when it was paid already. */
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
        if (!(await this.payments.claimRefund(payment, PaymentStatus.paid))) return this.closeForOrder(orderId, reason);
        return this.refund(payment);
      case PaymentStatus.refunding:
        return this.refund(payment);
      default:
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
        if (!(await this.payments.claimRefund(payment, PaymentStatus.failed, paymentIntentId)))
          return this.paidAfterClosing(sessionId, paymentIntentId);
        await this.refund({ ...payment, paymentIntentId: paymentIntentId ?? payment.paymentIntentId });
        return true;
      case PaymentStatus.refunding:
        await this.refund({ ...payment, paymentIntentId: paymentIntentId ?? payment.paymentIntentId });
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
   * Refunds the whole payment, once: the idempotency key makes a repeat (a retried event, the webhook
   * and the cancellation both getting here) return the same refund.
   */
  private async refund(payment: StoredPayment): Promise<void> {
    const paymentIntent = payment.paymentIntentId ?? (await this.paymentIntentOf(payment.sessionId));
    if (!paymentIntent) {
      this.logger.error(`session ${payment.sessionId} names no payment to refund; a person must refund it`);
      return;
    }
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, metadata: { orderId: payment.orderId, sessionId: payment.sessionId } },
        { idempotencyKey: `refund-${payment.sessionId}` },
      );
      await this.payments.markRefunded(payment, refund.id);
      this.logger.warn(`order ${payment.orderId} was no longer payable: payment ${paymentIntent} refunded`);
    } catch (error) {
      this.logger.warn(`refund of session ${payment.sessionId} failed: ${(error as Error).message}`);
      throw fromStripeError(error);
    }
  }

  private async paymentIntentOf(sessionId: string): Promise<string | undefined> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      throw fromStripeError(error);
    });
    const intent = session.payment_intent;
    return typeof intent === 'string' ? intent : intent?.id;
  }
}
