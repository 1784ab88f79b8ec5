import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import Stripe from 'stripe';
import { PAYMENT_ENV, PaymentEnv } from '../config';
import { CheckoutClosingService } from '../closing/checkout-closing.service';
import { PaymentsService } from '../payments/payments.service';
import { STRIPE } from '../stripe/stripe.provider';
import { ProcessedEvent } from './processed-event.schema';
import { InvalidWebhook } from '../payment.errors';
import { sessionMismatch } from './session-mismatch';

/** `mismatch`: a paid event whose amount, currency or order is not the stored session's; nothing was changed. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'mismatch';

const acted = (changed: boolean) => (changed ? 'processed' : 'ignored');

/**
 * Trusts an event only when its Stripe-Signature verifies over the raw body with the endpoint secret,
 * and acts on each event id once.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(PAYMENT_ENV) private readonly env: PaymentEnv,
    @InjectModel(ProcessedEvent.name) private readonly processed: Model<ProcessedEvent>,
    private readonly payments: PaymentsService,
    private readonly closing: CheckoutClosingService,
  ) {}

  verify(rawBody: Buffer | undefined, signature: string | string[] | undefined): Stripe.Event {
    if (!rawBody?.length) throw new InvalidWebhook('the body is missing (send the event as application/json)');
    if (typeof signature !== 'string' || !signature) throw new InvalidWebhook('the Stripe-Signature header is missing');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.env.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      this.logger.warn(`webhook signature refused: ${(error as Error).message}`);
      throw new InvalidWebhook('the signature does not verify');
    }
  }

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    if (await this.processed.exists({ eventId: event.id })) return 'duplicate';
    const outcome = await this.act(event);
    // Recorded after acting: if this process stops in between, Stripe's retry finds the payment
    // already settled (the settlement is conditional), so nothing happens twice either way.
    await this.processed.create({ eventId: event.id, type: event.type, outcome }).catch((error: { code?: number }) => {
      if (error.code !== 11000) throw error;
    });
    return outcome;
  }

  private async act(event: Stripe.Event): Promise<Exclude<WebhookOutcome, 'duplicate'>> {
    switch (event.type) {
      case 'checkout.session.completed':
        // Delayed payment methods complete the session unpaid; async_payment_succeeded follows.
        if (event.data.object.payment_status !== 'paid') return 'ignored';
        return this.paid(event.data.object);
      case 'checkout.session.async_payment_succeeded':
        return this.paid(event.data.object);
      case 'checkout.session.expired':
        return acted(await this.payments.markFailed(event.data.object.id, 'the checkout session expired'));
      case 'checkout.session.async_payment_failed':
        return acted(await this.payments.markFailed(event.data.object.id, 'the payment failed'));
      default:
        return 'ignored';
    }
  }

  /**
   * Paid: the order's payment, or, for a session closed meanwhile (its order cancelled), a refund; in
   * either case only when the event's amount, currency and order are the stored session's.
   */
  private async paid(session: Stripe.Checkout.Session): Promise<Exclude<WebhookOutcome, 'duplicate'>> {
    const payment = await this.payments.bySession(session.id);
    if (!payment) return 'ignored';
    const mismatch = sessionMismatch(session, payment);
    if (mismatch) {
      this.logger.warn(`paid event for session ${session.id} refused, nothing marked paid: ${mismatch}`);
      return 'mismatch';
    }
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    return acted(
      (await this.payments.markPaid(session.id, intent)) || (await this.closing.paidAfterClosing(session.id, intent)),
    );
  }
}
