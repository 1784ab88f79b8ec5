import { Inject, Injectable, Logger } from '@nestjs/common';
import { CheckoutSession, CheckoutSessionRequest } from '@shop/common';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { PaymentsService } from '../payments/payments.service';
import { fromStripeError } from '../stripe/stripe-errors';
import { STRIPE } from '../stripe/stripe.provider';
import { testCheckoutPath } from '../test-checkout/test-checkout.paths';

/** Opens one Stripe Checkout Session per order and remembers it for the webhook. */
@Injectable()
export class CheckoutSessionsService {
  private readonly logger = new Logger('CheckoutSessions');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
    private readonly payments: PaymentsService,
  ) {}

  async open(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    // The order service may retry after a timeout: the session already opened for the order is the answer.
    const existing = await this.payments.byOrder(request.orderId);
    if (existing) return { id: existing.sessionId, url: existing.url };

    const session = await this.createAtStripe(request);
    const { id, url } = this.env.stripeTestMode ? this.localSession() : { id: session.id, url: session.url ?? '' };
    try {
      await this.payments.record({
        sessionId: id,
        url,
        orderId: request.orderId,
        userId: request.userId,
        currency: request.currency,
        amountTotal: request.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0),
        lines: request.lines.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
      });
    } catch (error) {
      const raced = (error as { code?: number }).code === 11000 ? await this.payments.byOrder(request.orderId) : null;
      if (!raced) throw error;
      return { id: raced.sessionId, url: raced.url };
    }
    this.logger.log(`session ${id} opened for order ${request.orderId}`);
    return { id, url };
  }

  private async createAtStripe(request: CheckoutSessionRequest): Promise<Stripe.Checkout.Session> {
    const web = this.env.WEB_ORIGIN.split(',')[0].replace(/\/+$/, '');
    try {
      return await this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: request.currency,
              unit_amount: line.unitAmount,
              // Stripe fetches product images itself, so only absolute web addresses are passed on.
              product_data: { name: line.name, ...(isWebUrl(line.image) ? { images: [line.image] } : {}) },
            },
          })),
          // Stripe puts the session id in; the shop's /success finds the order by it.
          success_url: `${web}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${web}/cancel`,
          // When it passes unpaid, Stripe sends checkout.session.expired and the order is cancelled.
          expires_at: Math.floor(Date.now() / 1000) + this.env.CHECKOUT_SESSION_TTL_SECONDS,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId, userId: request.userId },
        },
        { idempotencyKey: `checkout-session-${request.orderId}` },
      );
    } catch (error) {
      this.logger.warn(`Stripe refused a session for order ${request.orderId}: ${(error as Error).message}`);
      throw fromStripeError(error);
    }
  }

  /**
   * stripe-mock answers every create with the same fixture id and a stripe.com URL nobody can pay
   * on, so in test mode each session gets its own id and the local test-mode page.
   */
  private localSession(): CheckoutSession {
    const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
    return { id, url: `${this.env.PUBLIC_BASE_URL.replace(/\/+$/, '')}${testCheckoutPath(id)}` };
  }
}

function isWebUrl(value: string | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//.test(value);
}
