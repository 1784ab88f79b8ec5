import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@shop/common';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import {
  CheckoutSessionClosed,
  CheckoutSessionNotFound,
  CheckoutSessionPaid,
  PaymentNotConfirmed,
  SignInToPay,
} from '../payment.errors';
import { PaymentStatus } from '../payments/payment-status';
import { PaymentsService, StoredPayment } from '../payments/payments.service';
import { STRIPE } from '../stripe/stripe.provider';

export type TestCheckoutResult = 'success' | 'cancel';

/**
 * Plays Stripe's part in test mode (stripe-mock sends no webhooks): paying builds the event Stripe
 * would send, signs it with the endpoint secret and delivers it to the real webhook URL through the
 * gateway, so the same signature check and handling run as with real Stripe.
 */
@Injectable()
export class TestCheckoutService {
  private readonly logger = new Logger('TestCheckout');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * The session, in test mode only (with real Stripe this page must not exist: it could forge
   * payments), and to its shopper only: anyone else holding its address could pay or cancel another
   * shopper's order. Another shopper is told it does not exist, so session ids cannot be probed.
   */
  async session(sessionId: string, caller: AuthUser | undefined): Promise<StoredPayment> {
    if (!this.env.stripeTestMode) throw new CheckoutSessionNotFound();
    if (!caller) throw new SignInToPay();
    const payment = await this.payments.bySession(sessionId);
    if (payment?.userId !== caller.id) throw new CheckoutSessionNotFound();
    return payment;
  }

  /**
   * Pays an open session. A closed one is refused (its order was cancelled); one closed while this
   * payment was on its way is refunded by the webhook, and refused here too.
   */
  async pay(sessionId: string, caller: AuthUser | undefined): Promise<TestCheckoutResult> {
    const payment = await this.session(sessionId, caller);
    if (payment.status === PaymentStatus.paid) return 'success';
    if (payment.status !== PaymentStatus.open) throw new CheckoutSessionClosed();
    await this.deliver(this.completedEvent(payment));
    if ((await this.session(sessionId, caller)).status !== PaymentStatus.paid)
      throw new CheckoutSessionClosed('the payment was refunded');
    return 'success';
  }

  async cancel(sessionId: string, caller: AuthUser | undefined): Promise<TestCheckoutResult> {
    const payment = await this.session(sessionId, caller);
    if (payment.status === PaymentStatus.paid) throw new CheckoutSessionPaid();
    await this.payments.markFailed(sessionId, 'the shopper cancelled the payment');
    return 'cancel';
  }

  /** What Stripe sends when a Checkout Session is paid (only the fields the webhook reads, plus identity). */
  private completedEvent(payment: StoredPayment): string {
    return JSON.stringify({
      id: `evt_test_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: {
          id: payment.sessionId,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: 'paid',
          amount_total: payment.amountTotal,
          currency: payment.currency,
          client_reference_id: payment.orderId,
          payment_intent: `pi_test_${randomUUID().replace(/-/g, '')}`,
          metadata: { orderId: payment.orderId, userId: payment.userId },
        },
      },
    });
  }

  private async deliver(payload: string): Promise<void> {
    const signature = this.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: this.env.STRIPE_WEBHOOK_SECRET,
    });
    let response: Response;
    try {
      response = await fetch(this.env.PAYMENT_WEBHOOK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      this.logger.warn(`webhook ${this.env.PAYMENT_WEBHOOK_URL} unreachable: ${(error as Error).message}`);
      throw new PaymentNotConfirmed();
    }
    if (!response.ok) {
      this.logger.warn(`webhook answered ${response.status}: ${await response.text()}`);
      throw new PaymentNotConfirmed();
    }
  }
}
