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
import { packedRefundDueId, RefundDue, RefundDueSchema, RefundQueue } from '../payments/refund-queue';
import { CheckoutClosingService } from './checkout-closing.service';
import { PackedRefundsService } from './packed-refunds.service';
import { RefundRetrier } from './refund-retrier';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const STRIPE_MOCK_PORT = Number(process.env.STRIPE_MOCK_PORT ?? 12111);
const BACK_OFF = { PAYMENT_REFUND_RETRY_BASE_MS: 1_000, PAYMENT_REFUND_RETRY_MAX_MS: 60_000 };
const LATER = () => new Date(Date.now() + 3_600_000);

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
 * Packed refunds (issue 38) against the real FerretDB, Redis and the provider's API (stripe-mock, or a
 * closed port for a provider that cannot be reached): the pack's difference is refunded once, the
 * payment stays PAID, and a cancellation afterwards refunds only the rest, settling a packed refund
 * still pending first and never attempting it after.
 */
describe('packed refunds: never more than confirmed', () => {
  let connection: mongoose.Connection;
  let model: mongoose.Model<Payment>;
  let redis: Redis;
  let payments: PaymentsService;
  let queue: RefundQueue;
  let records: PackedRefundRecords;
  let unreachable: Stripe;
  const reachable = stripeAt(STRIPE_MOCK_PORT);

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(MONGO_URL, { dbName: `${process.env.MONGO_DB_PREFIX || 'test_'}payment_packed_refunds` })
      .asPromise();
    model = connection.model<Payment>(Payment.name, PaymentSchema);
    const queued = connection.model<RefundDue>(RefundDue.name, RefundDueSchema);
    await Promise.all([model.init(), queued.init()]);
    // Only this suite's refunds are due in its database: a retrier round here attempts nothing else.
    await queued.deleteMany({});
    queue = new RefundQueue(queued);
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    const writes = new FerretDbDocumentWrites(new DocumentLocks(redis));
    // That the relay publishes what it is kicked with is the outbox's own suite; here: what is queued.
    const relay = { watch: () => undefined, kick: () => undefined } as unknown as OutboxRelay;
    payments = new PaymentsService(model, relay, writes, queue);
    records = new PackedRefundRecords(model, writes);
    unreachable = stripeAt(await closedPort());
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
  const paymentId = async (orderId: string) => (await payments.byOrder(orderId))!._id;
  const packedDueAt = async (orderId: string) =>
    (await queue.dueAt(packedRefundDueId(await paymentId(orderId))))?.getTime();
  const refundedEvents = async (orderId: string) =>
    ((await model.findOne({ orderId }).lean<Payment>())?.outbox ?? [])
      .filter((event: IntegrationEvent) => event.type === 'payment.refunded')
      .map((event) => event.payload as PaymentRefundedPayload);

  it('refunds the difference once: a failed attempt is counted, retried with back-off, and the payment stays PAID', async () => {
    const orderId = await paidPayment();
    const packedAt = Date.now();

    await packedWith(unreachable).refundPacked(orderId, 1500);

    const failed = await payments.ofOrder(orderId);
    expect(failed).toMatchObject({
      status: 'PAID',
      refundId: null,
      refundAmount: null,
      packedRefund: { amount: 1500, refundId: null, attempts: 1, refundedAt: null, droppedAt: null },
    });
    expect(failed?.packedRefund?.lastError).toMatch(/connection to Stripe/);
    const due = (await packedDueAt(orderId))!;
    expect(due).toBeGreaterThanOrEqual(packedAt + 1_000);

    // The pack's event again (another delivery, even of another amount): decided already, nothing is attempted.
    await packedWith(reachable).refundPacked(orderId, 900);
    expect((await payments.ofOrder(orderId))?.packedRefund).toEqual(failed?.packedRefund);
    // Not due yet: the retrier leaves it; due: attempted again, and this time the provider has it.
    expect(await retrierWith(reachable).retryDue(new Date(due - 1))).toBe(0);
    expect(await retrierWith(reachable).retryDue(new Date(due))).toBe(1);

    const refunded = await payments.ofOrder(orderId);
    expect(orderPaymentSchema.parse(refunded)).toEqual(refunded);
    expect(refunded).toMatchObject({
      status: 'PAID',
      refundId: null,
      packedRefund: { amount: 1500, attempts: 2, lastError: null, droppedAt: null },
    });
    expect(refunded?.packedRefund?.refundId).toMatch(/^re_/);
    expect(refunded?.packedRefund?.refundedAt).toEqual(expect.any(String));
    expect(await packedDueAt(orderId)).toBeUndefined();
    // A partial refund is not the order's refund: the order service is told nothing (its order stays as it is).
    expect(await refundedEvents(orderId)).toEqual([]);

    // Again, the event and the retrier: nothing more is asked of the provider.
    await packedWith(reachable).refundPacked(orderId, 1500);
    expect(await retrierWith(reachable).retryDue(LATER())).toBe(0);
    expect((await payments.ofOrder(orderId))?.packedRefund).toEqual(refunded?.packedRefund);

    // The order is cancelled afterwards: the rest is refunded, once, and announced as what it returned.
    await closingWith(reachable).closeForOrder(orderId, 'The order was cancelled');
    await closingWith(reachable).closeForOrder(orderId, 'The order was cancelled');
    const cancelled = await payments.ofOrder(orderId);
    expect(cancelled).toMatchObject({ status: 'REFUNDED', refundAttempts: 1, refundAmount: 2700 });
    expect(cancelled?.packedRefund).toEqual(refunded?.packedRefund);
    expect(await refundedEvents(orderId)).toEqual([{ orderId, refundId: cancelled?.refundId, amountTotal: 2700 }]);
  });

  it('a cancellation while the packed refund is pending settles it first, refunds the rest, and it is never attempted after', async () => {
    const orderId = await paidPayment();
    await packedWith(unreachable).refundPacked(orderId, 1500);
    expect((await payments.ofOrder(orderId))?.packedRefund).toMatchObject({ attempts: 1, refundId: null });

    // The provider cannot be reached for the full refund either: it fails, and so does the packed one under it.
    await closingWith(unreachable).closeForOrder(orderId, 'The order was cancelled');
    const stuck = await payments.ofOrder(orderId);
    expect(stuck).toMatchObject({
      status: 'REFUNDING',
      refundAttempts: 1,
      packedRefund: { attempts: 2, refundId: null },
    });
    // The packed refund is the full refund's now: off the queue, only the full refund is due.
    expect(await packedDueAt(orderId)).toBeUndefined();

    // The provider is back: the retrier's full refund settles the packed refund under its own key, then the rest.
    expect(await retrierWith(reachable).retryDue(LATER())).toBe(1);
    const refunded = await payments.ofOrder(orderId);
    expect(refunded).toMatchObject({
      status: 'REFUNDED',
      refundAttempts: 2,
      refundAmount: 2700,
      packedRefund: { amount: 1500, attempts: 3, lastError: null },
    });
    expect(refunded?.packedRefund?.refundId).toMatch(/^re_/);
    expect(await refundedEvents(orderId)).toEqual([{ orderId, refundId: refunded?.refundId, amountTotal: 2700 }]);

    // Nothing is attempted after the full refund: not by the retrier, not by the pack's event again.
    expect(await retrierWith(reachable).retryDue(LATER())).toBe(0);
    await packedWith(reachable).refundPacked(orderId, 1500);
    expect(await payments.ofOrder(orderId)).toEqual(refunded);
  });

  it('finishes a packed refund whose claimer died between queueing it and claiming it on the payment', async () => {
    const orderId = await paidPayment();
    // What a payment service killed right after queueing the decision leaves: the payment without it.
    await queue.enqueuePacked(await paymentId(orderId), 1500, new Date());

    expect(await retrierWith(reachable).retryDue(LATER())).toBe(1);

    expect(await payments.ofOrder(orderId)).toMatchObject({
      status: 'PAID',
      packedRefund: { amount: 1500, attempts: 1, lastError: null },
    });
    expect(await packedDueAt(orderId)).toBeUndefined();
  });

  it('refunds nothing for a pack of an order whose payment is refunded already, and drops a decision left behind', async () => {
    const orderId = await paidPayment();
    await closingWith(reachable).closeForOrder(orderId, 'The order was cancelled');
    await packedWith(reachable).refundPacked(orderId, 1500);
    await queue.enqueuePacked(await paymentId(orderId), 1500, new Date());

    expect(await retrierWith(reachable).retryDue(LATER())).toBe(0);

    expect(await payments.ofOrder(orderId)).toMatchObject({
      status: 'REFUNDED',
      refundAmount: 4200,
      packedRefund: null,
    });
    expect(await packedDueAt(orderId)).toBeUndefined();
  });
});
