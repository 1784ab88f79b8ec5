import {
  DocumentLocks,
  FerretDbDocumentWrites,
  IntegrationEvent,
  JobLeases,
  orderPaymentSchema,
  OutboxRelay,
  PaymentRefundedPayload,
} from '@shop/common';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { createServer } from 'node:net';
import Stripe from 'stripe';
import { PaymentEnv } from '../config';
import { PaymentStatus } from '../payments/payment-status';
import { Payment, PaymentSchema } from '../payments/payment.schema';
import { PaymentsService } from '../payments/payments.service';
import { CheckoutClosingService } from './checkout-closing.service';
import { RefundRetrier } from './refund-retrier';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const STRIPE_MOCK_PORT = Number(process.env.STRIPE_MOCK_PORT ?? 12111);
const BACK_OFF = { PAYMENT_REFUND_RETRY_BASE_MS: 1_000, PAYMENT_REFUND_RETRY_MAX_MS: 60_000 };

/** A port nothing listens on: opened by the system, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stripeAt = (port: number) =>
  new Stripe('sk_test_123', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0, timeout: 5_000 });

/**
 * Refunds of cancelled paid orders against the real FerretDB and Redis and the card provider's API
 * (stripe-mock): unreachable first (a closed port), so the failed attempts are counted, their error
 * kept and retried with back-off, then reachable, so the retrier's attempt refunds and queues payment.refunded.
 */
describe('refunds that fail are retried until the provider has them', () => {
  let connection: mongoose.Connection;
  let model: mongoose.Model<Payment>;
  let redis: Redis;
  let payments: PaymentsService;
  const kicked: IntegrationEvent[] = [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_payment_refunds' }).asPromise();
    model = connection.model<Payment>(Payment.name, PaymentSchema);
    await model.init();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    // That the relay publishes what it is kicked with is the outbox's own suite; here: what it is given.
    const relay = {
      watch: () => undefined,
      kick: (_model: unknown, _id: unknown, events: IntegrationEvent[]) => kicked.push(...events),
    } as unknown as OutboxRelay;
    payments = new PaymentsService(model, relay, new FerretDbDocumentWrites(new DocumentLocks(redis)));
  });

  afterAll(async () => {
    await connection.close();
    await redis.quit();
  });

  async function paidPayment(): Promise<string> {
    const orderId = new Types.ObjectId().toHexString();
    await model.create({
      sessionId: `cs_test_${orderId}`,
      orderId,
      userId: 'u1',
      currency: 'usd',
      amountTotal: 4200,
      lines: [{ name: 'Tea', unitAmount: 2100, quantity: 2 }],
      url: 'http://shop/pay',
      status: PaymentStatus.paid,
      paymentIntentId: `pi_${orderId}`,
    });
    return orderId;
  }

  const closingWith = (stripe: Stripe) => new CheckoutClosingService(stripe, payments, BACK_OFF);
  const retrierWith = (closing: CheckoutClosingService) =>
    new RefundRetrier(payments, closing, {} as JobLeases, BACK_OFF as PaymentEnv);

  it('counts and shows each failed attempt, backs off, then refunds and queues payment.refunded once', async () => {
    const orderId = await paidPayment();
    const unreachable = closingWith(stripeAt(await closedPort()));

    const cancelledAt = Date.now();
    await unreachable.closeForOrder(orderId, 'The order was cancelled');
    const failed = await payments.ofOrder(orderId);
    expect(failed).toMatchObject({ status: 'REFUNDING', refundAttempts: 1, refundId: null });
    expect(failed?.lastRefundError).toMatch(/connection to Stripe/);
    const firstDue = (await payments.byOrder(orderId))!.refundDueAt!.getTime();
    expect(firstDue).toBeGreaterThanOrEqual(cancelledAt + 1_000);

    // Not due yet: the retrier leaves it. Due: attempted again, and the next attempt is twice as far off.
    expect(await retrierWith(unreachable).retryDue(new Date(firstDue - 1))).toBe(0);
    expect((await payments.ofOrder(orderId))?.refundAttempts).toBe(1);
    const retriedAt = Date.now();
    expect(await retrierWith(unreachable).retryDue(new Date(firstDue))).toBe(0);
    expect((await payments.ofOrder(orderId))?.refundAttempts).toBe(2);
    expect((await payments.byOrder(orderId))!.refundDueAt!.getTime()).toBeGreaterThanOrEqual(retriedAt + 2_000);

    // The provider is back: the next due attempt refunds.
    const reachable = retrierWith(closingWith(stripeAt(STRIPE_MOCK_PORT)));
    expect(await reachable.retryDue(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    const refunded = await payments.ofOrder(orderId);
    expect(orderPaymentSchema.parse(refunded)).toEqual(refunded);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundAttempts: 3, lastRefundError: null });
    expect(refunded?.refundId).toMatch(/^re_/);
    const stored = await model.findOne({ orderId }).lean<Payment>();
    expect(stored?.refundDueAt).toBeUndefined();
    const queued = stored?.outbox.filter((event) => event.type === 'payment.refunded') ?? [];
    expect(queued.map((event) => event.payload)).toEqual([
      { orderId, refundId: refunded?.refundId, amountTotal: 4200 } satisfies PaymentRefundedPayload,
    ]);
    expect(kicked.map((event) => event.id)).toContain(queued[0].id);

    // Refunded: the cancellation again, and the retrier, leave it as it is.
    await closingWith(stripeAt(STRIPE_MOCK_PORT)).closeForOrder(orderId, 'The order was cancelled');
    await reachable.retryDue(new Date(Date.now() + 3_600_000));
    expect(await payments.ofOrder(orderId)).toEqual(refunded);
  });

  it('answers null for an order without a payment', async () => {
    expect(await payments.ofOrder(new Types.ObjectId().toHexString())).toBeNull();
  });
});
