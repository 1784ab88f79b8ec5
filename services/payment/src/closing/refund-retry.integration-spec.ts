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
import { PackedRefundRecords } from '../payments/packed-refund-records';
import { PaymentStatus } from '../payments/payment-status';
import { Payment, PaymentSchema } from '../payments/payment.schema';
import { PaymentsService } from '../payments/payments.service';
import { RefundDue, RefundDueSchema, RefundQueue } from '../payments/refund-queue';
import { CheckoutClosingService } from './checkout-closing.service';
import { PackedRefundsService } from './packed-refunds.service';
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
  let queue: RefundQueue;
  let records: PackedRefundRecords;
  const kicked: IntegrationEvent[] = [];

  beforeAll(async () => {
    connection = await mongoose.createConnection(MONGO_URL, { dbName: 'test_payment_refunds' }).asPromise();
    model = connection.model<Payment>(Payment.name, PaymentSchema);
    const queued = connection.model<RefundDue>(RefundDue.name, RefundDueSchema);
    await Promise.all([model.init(), queued.init()]);
    queue = new RefundQueue(queued);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    // That the relay publishes what it is kicked with is the outbox's own suite; here: what it is given.
    const relay = {
      watch: () => undefined,
      kick: (_model: unknown, _id: unknown, events: IntegrationEvent[]) => kicked.push(...events),
    } as unknown as OutboxRelay;
    const writes = new FerretDbDocumentWrites(new DocumentLocks(redis));
    payments = new PaymentsService(model, relay, writes, queue);
    records = new PackedRefundRecords(model, writes);
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

  const packedWith = (stripe: Stripe) => new PackedRefundsService(stripe, records, queue, BACK_OFF);
  const closingWith = (stripe: Stripe) =>
    new CheckoutClosingService(stripe, payments, queue, packedWith(stripe), BACK_OFF);
  const retrierWith = (stripe: Stripe) =>
    new RefundRetrier(queue, closingWith(stripe), packedWith(stripe), {} as JobLeases, BACK_OFF as PaymentEnv);
  const dueAt = async (orderId: string) => (await queue.dueAt((await payments.byOrder(orderId))!._id))?.getTime();

  it('counts and shows each failed attempt, backs off, then refunds and queues payment.refunded once', async () => {
    const orderId = await paidPayment();
    const unreachableStripe = stripeAt(await closedPort());
    const unreachable = closingWith(unreachableStripe);

    const cancelledAt = Date.now();
    await unreachable.closeForOrder(orderId, 'The order was cancelled');
    const failed = await payments.ofOrder(orderId);
    expect(failed).toMatchObject({ status: 'REFUNDING', refundAttempts: 1, refundId: null });
    expect(failed?.lastRefundError).toMatch(/connection to Stripe/);
    const firstDue = (await dueAt(orderId))!;
    expect(firstDue).toBeGreaterThanOrEqual(cancelledAt + 1_000);

    // Not due yet: the retrier leaves it. Due: attempted again, and the next attempt is twice as far off.
    expect(await retrierWith(unreachableStripe).retryDue(new Date(firstDue - 1))).toBe(0);
    expect((await payments.ofOrder(orderId))?.refundAttempts).toBe(1);
    const retriedAt = Date.now();
    expect(await retrierWith(unreachableStripe).retryDue(new Date(firstDue))).toBe(0);
    expect((await payments.ofOrder(orderId))?.refundAttempts).toBe(2);
    expect(await dueAt(orderId)).toBeGreaterThanOrEqual(retriedAt + 2_000);

    // The provider is back: the next due attempt refunds.
    const reachable = retrierWith(stripeAt(STRIPE_MOCK_PORT));
    expect(await reachable.retryDue(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(1);
    const refunded = await payments.ofOrder(orderId);
    expect(orderPaymentSchema.parse(refunded)).toEqual(refunded);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundAttempts: 3, lastRefundError: null });
    expect(refunded?.refundId).toMatch(/^re_/);
    const stored = await model.findOne({ orderId }).lean<Payment>();
    // Off the queue of refunds under way.
    expect(await dueAt(orderId)).toBeUndefined();
    const queued = stored?.outbox.filter((event) => event.type === 'payment.refunded') ?? [];
    expect(queued.map((event) => event.payload as PaymentRefundedPayload)).toEqual([
      { orderId, refundId: refunded?.refundId, amountTotal: 4200 },
    ]);
    expect(kicked.map((event) => event.id)).toContain(queued[0].id);

    // Refunded: the cancellation again, and the retrier, leave it as it is.
    await closingWith(stripeAt(STRIPE_MOCK_PORT)).closeForOrder(orderId, 'The order was cancelled');
    await reachable.retryDue(new Date(Date.now() + 3_600_000));
    expect(await payments.ofOrder(orderId)).toEqual(refunded);
  });

  it('finishes a refund whose claimer died between queueing it and claiming the payment', async () => {
    const orderId = await paidPayment();
    const payment = (await payments.byOrder(orderId))!;
    // What a payment service killed right after queueing the refund leaves: the payment still PAID.
    await queue.enqueue(payment._id, new Date(), PaymentStatus.paid);

    await retrierWith(stripeAt(STRIPE_MOCK_PORT)).retryDue(new Date(Date.now() + 1_000));

    expect(await payments.ofOrder(orderId)).toMatchObject({ status: 'REFUNDED', refundAttempts: 1 });
    expect(await dueAt(orderId)).toBeUndefined();
  });

  it('answers null for an order without a payment', async () => {
    expect(await payments.ofOrder(new Types.ObjectId().toHexString())).toBeNull();
  });
});
