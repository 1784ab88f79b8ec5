import {
  AmqpConnection,
  createEvent,
  DocumentLocks,
  FerretDbDocumentWrites,
  FulfilmentRpc,
  IntegrationEvent,
  OrderLifecycleEvents,
  OrderPayment,
  OrderStatusChangedPayload,
  PaymentRefundedPayload,
  RefundEvents,
  RpcClient,
  Topology,
} from '@shop/common';
import { CatalogFixture, eventually, placePaidCardOrder, signUp } from '@shop/testkit';
import amqp from 'amqplib';
import Redis from 'ioredis';
import mongoose, { Types } from 'mongoose';
import { createServer } from 'node:net';
import Stripe from 'stripe';
import { packedRefundAmount } from '../src/closing/packed-refund-amount';
import { PackedRefundsService } from '../src/closing/packed-refunds.service';
import { ORDER_EVENTS_QUEUE } from '../src/integration-events/order-events.handler';
import { PackedRefundRecords } from '../src/payments/packed-refund-records';
import { Payment, PaymentSchema } from '../src/payments/payment.schema';
import { packedRefundDueId, RefundDue, RefundDueSchema, RefundQueue } from '../src/payments/refund-queue';

/**
 * Issue 38: a paid card order packed for less than the shopper paid is refunded the difference, once,
 * and a cancellation afterwards refunds only the rest. The order service's pack is built alongside, so
 * this suite publishes its order.status-changed to PACKED (with `packed`) onto the real broker itself,
 * for an order placed and paid through the gateway; the running payment service refunds at stripe-mock.
 * A provider that fails first is a replica cut off from it (the payment service's own code, here, with
 * the provider at a closed port) that decides and attempts the refund against the same database and
 * locks; the running service's retrier then finishes it.
 */
const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const PRICE = 80;

let catalog: CatalogFixture;
let broker: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;
let rpcConnection: AmqpConnection;
let rpc: RpcClient;
let redis: Redis;
let database: mongoose.Connection;
let refundsDue: mongoose.Model<RefundDue>;
let cutOff: (backOffMs: number) => PackedRefundsService;
const refunded: IntegrationEvent<PaymentRefundedPayload>[] = [];

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  catalog = await CatalogFixture.create('Packed refund');
  broker = await amqp.connect(RABBITMQ_URL);
  channel = await broker.createConfirmChannel();
  await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
  // A consumer of payment.refunded of its own, as the order service has.
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, Topology.eventsExchange, RefundEvents.paymentRefunded.type);
  await channel.consume(queue, (message) => message && refunded.push(JSON.parse(message.content.toString())), {
    noAck: true,
  });
  rpcConnection = new AmqpConnection(RABBITMQ_URL, 'packed-refund-e2e');
  rpc = new RpcClient(rpcConnection);
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  // The payment service's own database and document locks (the local stack runs on FerretDB).
  database = await mongoose
    .createConnection(MONGO_URL, { dbName: `${process.env.MONGO_DB_PREFIX ?? ''}payment` })
    .asPromise();
  refundsDue = database.model<RefundDue>(RefundDue.name, RefundDueSchema);
  const records = new PackedRefundRecords(
    database.model<Payment>(Payment.name, PaymentSchema),
    new FerretDbDocumentWrites(new DocumentLocks(redis)),
  );
  const provider = new Stripe('sk_test_123', {
    host: '127.0.0.1',
    port: await closedPort(),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  cutOff = (backOffMs) =>
    new PackedRefundsService(provider, records, new RefundQueue(refundsDue), {
      PAYMENT_REFUND_RETRY_BASE_MS: backOffMs,
      PAYMENT_REFUND_RETRY_MAX_MS: backOffMs,
    });
});

afterAll(async () => {
  await broker.close();
  await rpcConnection.onApplicationShutdown();
  await database.close();
  await redis.quit();
});

/** A card order of two units at PRICE, paid: its id, product and payment. */
async function paidOrder(): Promise<{ orderId: string; productId: string; paid: OrderPayment }> {
  const shopper = await signUp('Packed Shopper');
  const { orderId, productId } = await placePaidCardOrder(catalog, shopper.client, { price: PRICE, quantity: 2 });
  const paid = (await paymentOf(orderId))!;
  expect(paid).toMatchObject({ status: 'PAID', packedRefund: null, refundAmount: null });
  return { orderId, productId, paid };
}

const paymentOf = (orderId: string) => rpc.request(FulfilmentRpc.paymentOfOrder, { orderId });

/** The order's change to `to` as the order service announces it; PACKED one unit short of the two paid for. */
function statusChanged(
  orderId: string,
  productId: string,
  paid: OrderPayment,
  to: 'PACKED' | 'CANCELLED',
): IntegrationEvent<OrderStatusChangedPayload> {
  const confirmedTotalAmt = paid.amountTotal / 100;
  const short = to === 'PACKED';
  return createEvent(OrderLifecycleEvents.orderStatusChanged, {
    changeId: `${orderId}:${to}`,
    orderId,
    orderNo: `ORD-${orderId.slice(-6)}`,
    userId: 'e2e-user',
    customer: null,
    from: short ? 'PAID' : 'PACKED',
    to,
    by: short ? 'PACKER' : 'SHOPPER',
    ...(short ? {} : { reason: 'changed my mind' }),
    at: new Date().toISOString(),
    paymentMethod: 'CARD',
    lines: [
      { productId, name: 'e2e line', quantity: short ? 1 : 2, unitPrice: PRICE, lineTotal: short ? PRICE : 2 * PRICE },
    ],
    subTotalAmt: short ? PRICE : 2 * PRICE,
    totalAmt: short ? confirmedTotalAmt - PRICE : confirmedTotalAmt,
    currency: 'usd',
    deliveryAddress: {},
    ...(short
      ? {
          packed: {
            confirmedTotalAmt,
            adjustments: [
              { type: 'SHORT' as const, productId, name: 'e2e line', ordered: 2, packed: 1, amount: -PRICE },
            ],
            returned: [{ productId, quantity: 1 }],
          },
        }
      : {}),
  });
}

async function publish(...events: IntegrationEvent[]): Promise<void> {
  for (const event of events) {
    channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true });
  }
  await channel.waitForConfirms();
}

/** Waits until the payment service has handled each event (its inbox says so). */
async function handled(...events: IntegrationEvent[]): Promise<void> {
  await eventually(async () => {
    const states = await Promise.all(events.map((event) => redis.get(`inbox:${ORDER_EVENTS_QUEUE}:${event.id}`)));
    return states.every((state) => state === 'handled');
  }, 'the payment service to handle the events');
}

/** A new event of the same change: another announcement of it, which the bus does not deduplicate. */
const announcedAgain = <T>(event: IntegrationEvent<T>): IntegrationEvent<T> => ({
  ...event,
  id: new Types.ObjectId().toHexString(),
});

const packedRefundDue = async (orderId: string) => {
  const payment = await database.model<Payment>(Payment.name).findOne({ orderId }, { _id: 1 }).lean();
  return refundsDue.findById(packedRefundDueId(payment!._id as Types.ObjectId)).lean();
};

const refundsOf = (orderId: string) => refunded.filter((event) => event.payload.orderId === orderId);

describe('packed refunds of paid card orders (issue 38)', () => {
  it('refunds the difference once however often the pack is announced; the payment stays PAID; a cancellation refunds the rest once', async () => {
    const { orderId, productId, paid } = await paidOrder();
    const packed = statusChanged(orderId, productId, paid, 'PACKED');
    // Announced twice at once (another event of the same change, which the bus cannot recognise).
    const again = announcedAgain(packed);
    await publish(packed, again);
    await handled(packed, again);

    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({
      status: 'PAID',
      refundId: null,
      refundAmount: null,
      packedRefund: { amount: PRICE * 100, attempts: 1, lastError: null, droppedAt: null },
    });
    expect(payment?.packedRefund?.refundId).toMatch(/^re_/);
    expect(await packedRefundDue(orderId)).toBeNull();

    // Delivered again later (the same event, and one more announcement): no call to the provider (stripe-mock
    // answers each call with a new refund id), nothing recorded.
    const later = announcedAgain(packed);
    await publish(packed, later);
    await handled(later);
    expect(await paymentOf(orderId)).toEqual(payment);
    expect(refundsOf(orderId)).toEqual([]);

    const cancelled = statusChanged(orderId, productId, paid, 'CANCELLED');
    const cancelledAgain = announcedAgain(cancelled);
    await publish(cancelled, cancelledAgain);
    const event = await eventually(async () => refundsOf(orderId)[0], 'payment.refunded');
    await handled(cancelled, cancelledAgain);

    const closed = await paymentOf(orderId);
    expect(closed).toMatchObject({
      status: 'REFUNDED',
      refundAttempts: 1,
      refundAmount: paid.amountTotal - PRICE * 100,
      packedRefund: payment?.packedRefund,
    });
    expect(event.payload).toEqual({ orderId, refundId: closed?.refundId, amountTotal: paid.amountTotal - PRICE * 100 });
    expect(refundsOf(orderId)).toHaveLength(1);
  });

  it('a packed refund the provider failed first is retried until it has it, once, and the payment stays PAID', async () => {
    const { orderId, productId, paid } = await paidOrder();
    const packed = statusChanged(orderId, productId, paid, 'PACKED');

    // A replica that cannot reach the provider decides the refund and attempts it: counted, its error kept.
    await cutOff(1_000).refundPacked(orderId, packedRefundAmount(packed.payload));
    const failed = await paymentOf(orderId);
    expect(failed).toMatchObject({
      status: 'PAID',
      packedRefund: { amount: PRICE * 100, attempts: 1, refundId: null },
    });
    expect(failed?.packedRefund?.lastError).toMatch(/connection to Stripe/);
    // The running service gets the pack's event too: decided already, it leaves it to the retrier.
    await publish(packed);
    await handled(packed);
    expect((await paymentOf(orderId))?.packedRefund).toEqual(failed?.packedRefund);

    // The running service's retrier, after the back-off, reaches the provider.
    const retried = await eventually(
      async () => {
        const payment = await paymentOf(orderId);
        return payment?.packedRefund?.refundId ? payment : undefined;
      },
      'the retrier to refund the pack',
      30_000,
    );
    expect(retried).toMatchObject({
      status: 'PAID',
      refundId: null,
      packedRefund: { amount: PRICE * 100, attempts: 2, lastError: null, droppedAt: null },
    });
    expect(retried.packedRefund?.refundId).toMatch(/^re_/);
    expect(await packedRefundDue(orderId)).toBeNull();
    expect(refundsOf(orderId)).toEqual([]);
  });

  it('a cancellation while the packed refund is still pending settles it first and refunds only the rest, once', async () => {
    const { orderId, productId, paid } = await paidOrder();
    const packed = statusChanged(orderId, productId, paid, 'PACKED');
    // Failed, and not due again for ten minutes: still pending when the order is cancelled.
    await cutOff(600_000).refundPacked(orderId, packedRefundAmount(packed.payload));
    expect(await paymentOf(orderId)).toMatchObject({ status: 'PAID', packedRefund: { attempts: 1, refundId: null } });

    const cancelled = statusChanged(orderId, productId, paid, 'CANCELLED');
    await publish(cancelled);
    const event = await eventually(async () => refundsOf(orderId)[0], 'payment.refunded');
    await handled(cancelled);

    const closed = await paymentOf(orderId);
    expect(closed).toMatchObject({
      status: 'REFUNDED',
      refundAmount: paid.amountTotal - PRICE * 100,
      packedRefund: { amount: PRICE * 100, attempts: 2, lastError: null, droppedAt: null },
    });
    expect(closed?.packedRefund?.refundId).toMatch(/^re_/);
    expect(event.payload.amountTotal).toBe(paid.amountTotal - PRICE * 100);
    // Never attempted after the full refund: off the queue, and the pack's event again changes nothing.
    expect(await packedRefundDue(orderId)).toBeNull();
    await publish(packed);
    await handled(packed);
    expect(await paymentOf(orderId)).toEqual(closed);
    expect(refundsOf(orderId)).toHaveLength(1);
  });
});
