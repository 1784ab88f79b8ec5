import {
  AmqpConnection,
  createEvent,
  FulfilmentRpc,
  IntegrationEvent,
  OrderLifecycleEvents,
  PaymentRefundedPayload,
  RefundEvents,
  RpcClient,
  Topology,
} from '@shop/common';
import { addToCart, CatalogFixture, createAddress, eventually, ordersOf, signUp, testCheckout } from '@shop/testkit';
import amqp from 'amqplib';

/**
 * A paid card order that is cancelled is refunded through the provider's Refunds API (stripe-mock) and
 * payment.refunded is published (issue 19). The order service that announces the cancellation is built
 * alongside: this suite publishes its order.status-changed event onto the bus itself (the event's
 * contract is what the two services share) for an order placed and paid through the gateway.
 */
const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

let catalog: CatalogFixture;
let broker: amqp.ChannelModel;
let channel: amqp.ConfirmChannel;
let rpcConnection: AmqpConnection;
let rpc: RpcClient;
const refunds: IntegrationEvent<PaymentRefundedPayload>[] = [];

beforeAll(async () => {
  catalog = await CatalogFixture.create('Refund');
  broker = await amqp.connect(RABBITMQ_URL);
  channel = await broker.createConfirmChannel();
  await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
  // A consumer of payment.refunded of its own, as the order service has.
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, Topology.eventsExchange, RefundEvents.paymentRefunded.type);
  await channel.consume(queue, (message) => message && refunds.push(JSON.parse(message.content.toString())), {
    noAck: true,
  });
  rpcConnection = new AmqpConnection(RABBITMQ_URL, 'refund-e2e');
  rpc = new RpcClient(rpcConnection);
});

afterAll(async () => {
  await broker.close();
  await rpcConnection.onApplicationShutdown();
});

/** A card order paid on the test-mode checkout page: its `_id` (what events name) and total. */
async function paidCardOrder(): Promise<{ orderId: string; productId: string }> {
  const shopper = await signUp('Refund Shopper');
  const addressId = await createAddress(shopper.client);
  const productId = (await catalog.product({ stock: 5, price: 80, discount: 0 }))._id;
  await addToCart(shopper.client, productId, 2);
  const checkout = await shopper.client.post('/api/order/checkout', { addressId });
  expect(checkout.status).toBe(201);
  const paid = await testCheckout(shopper.client, checkout.body.id, 'pay');
  expect(paid.status).toBe(303);
  const order = await eventually(
    async () =>
      (await ordersOf(shopper.client)).find(
        (listed) => listed.orderId === checkout.body.data.orderId && listed.status === 'PAID',
      ),
    'the order to be paid',
  );
  return { orderId: order._id, productId };
}

async function publishCancellation(orderId: string, productId: string): Promise<void> {
  const event = createEvent(OrderLifecycleEvents.orderStatusChanged, {
    changeId: `${orderId}:CANCELLED`,
    orderId,
    orderNo: `ORD-${orderId.slice(-6)}`,
    userId: 'e2e-user',
    customer: null,
    from: 'PAID',
    to: 'CANCELLED',
    by: 'SHOPPER',
    reason: 'changed my mind',
    at: new Date().toISOString(),
    paymentMethod: 'CARD',
    lines: [{ productId, name: 'e2e line', quantity: 2, unitPrice: 80, lineTotal: 160 }],
    subTotalAmt: 160,
    totalAmt: 160,
    currency: 'usd',
    deliveryAddress: {},
  });
  channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), { persistent: true });
  await channel.waitForConfirms();
}

describe('refunds of cancelled paid card orders', () => {
  it('refunds through stripe-mock, ends REFUNDED with a refund id, and publishes payment.refunded', async () => {
    const { orderId, productId } = await paidCardOrder();
    const before = await rpc.request(FulfilmentRpc.paymentOfOrder, { orderId });
    expect(before).toMatchObject({ status: 'PAID', refundId: null, refundAttempts: 0, lastRefundError: null });

    await publishCancellation(orderId, productId);

    const event = await eventually(
      async () => refunds.find((refund) => refund.payload.orderId === orderId),
      'payment.refunded',
    );
    const payment = await rpc.request(FulfilmentRpc.paymentOfOrder, { orderId });
    expect(payment).toMatchObject({ status: 'REFUNDED', refundAttempts: 1, lastRefundError: null });
    expect(payment?.refundId).toMatch(/^re_/);
    expect(event.payload).toEqual({ orderId, refundId: payment?.refundId, amountTotal: before?.amountTotal });
  });

  it('answers null for an order without a payment (cash on delivery, or unknown)', async () => {
    expect(await rpc.request(FulfilmentRpc.paymentOfOrder, { orderId: '0123456789abcdef01234567' })).toBeNull();
  });
});
