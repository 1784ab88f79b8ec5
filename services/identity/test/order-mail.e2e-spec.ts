import { createEvent, IntegrationEvent, OrderLifecycleEvents, OrderStatusChangedPayload, Topology } from '@shop/common';
import { CaughtMail, eventsFinished, latestMailTo, mailsTo, signUp } from '@shop/testkit';
import amqp, { ConfirmChannel, ChannelModel } from 'amqplib';
import { randomBytes } from 'node:crypto';

const QUEUE = 'identity.order-mail';
const EVENT = OrderLifecycleEvents.orderStatusChanged.type;
const WEB_ORIGIN = (process.env.WEB_ORIGIN ?? 'http://127.0.0.1:8080').split(',')[0].replace(/\/+$/, '');

/**
 * The order service is the real publisher of order.status-changed (through its outbox); here the
 * suite publishes the events itself, as the contract shapes them, to the real broker, and reads the
 * mails identity sends from MailDev.
 */
describe('order e-mails', () => {
  let connection: ChannelModel;
  let channel: ConfirmChannel;

  beforeAll(async () => {
    connection = await amqp.connect(process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    channel = await connection.createConfirmChannel();
    await channel.assertExchange(Topology.eventsExchange, 'topic', { durable: true });
  });

  afterAll(() => connection.close());

  async function publish(...events: IntegrationEvent[]): Promise<void> {
    for (const event of events) {
      channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
        persistent: true,
        messageId: event.id,
        type: event.type,
        contentType: 'application/json',
      });
    }
    await channel.waitForConfirms();
  }

  /** Publishes the events and waits until identity has finished with each (handled or seen before). */
  async function publishAndSettle(...events: IntegrationEvent[]): Promise<void> {
    const before = await eventsFinished('identity', QUEUE, EVENT);
    await publish(...events);
    const deadline = Date.now() + 20_000;
    while ((await eventsFinished('identity', QUEUE, EVENT)) < before + events.length) {
      if (Date.now() > deadline) throw new Error(`identity did not finish ${events.length} events in time`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function shopper() {
    const user = await signUp('Olive Order');
    const userId: string = (await user.client.get('/api/user/user-details')).body.data._id;
    return { email: user.email, userId };
  }

  function order(customer: { email: string; userId: string }) {
    const orderId = randomBytes(12).toString('hex');
    const base: Omit<OrderStatusChangedPayload, 'changeId' | 'to' | 'from' | 'by' | 'at'> = {
      orderId,
      orderNo: `ORD-${orderId.slice(-6).toUpperCase()}`,
      userId: customer.userId,
      customer: { name: 'Olive Order', email: customer.email, mobile: '9876543210' },
      paymentMethod: 'CASH_ON_DELIVERY',
      lines: [
        {
          productId: randomBytes(12).toString('hex'),
          name: 'Alphonso Mangoes 1 kg',
          quantity: 3,
          unitPrice: 450,
          lineTotal: 1350,
        },
        {
          productId: randomBytes(12).toString('hex'),
          name: 'Toor Dal 1 kg',
          quantity: 1,
          unitPrice: 180,
          lineTotal: 180,
        },
      ],
      subTotalAmt: 1530,
      totalAmt: 1530,
      currency: 'inr',
      deliveryAddress: {
        address_line: '7 Lake View Road',
        city: 'Kochi',
        state: 'Kerala',
        country: 'India',
        pincode: '682001',
        mobile: '9876543210',
      },
    };
    const change = (
      to: OrderStatusChangedPayload['to'],
      from: OrderStatusChangedPayload['from'],
      extra: Partial<OrderStatusChangedPayload> = {},
    ) =>
      createEvent(OrderLifecycleEvents.orderStatusChanged, {
        ...base,
        changeId: `${orderId}:${to}`,
        to,
        from,
        by: from === null ? 'SHOPPER' : 'ADMIN',
        at: new Date().toISOString(),
        ...extra,
      });
    return { orderId, orderNo: base.orderNo, change };
  }

  const subjects = (mails: CaughtMail[]) => mails.map((mail) => mail.subject).sort();

  it('confirms an order once, also when the event is delivered again or published twice', async () => {
    const customer = await shopper();
    const { orderId, orderNo, change } = order(customer);
    const placed = change('PLACED', null);
    await publish(placed);

    const mail = await latestMailTo(customer.email);
    expect(mail.subject).toBe(`shopit: Your order ${orderNo} is confirmed`);
    for (const part of [
      'Alphonso Mangoes 1 kg',
      '₹450.00',
      '₹1,350.00',
      '₹1,530.00',
      '7 Lake View Road',
      'Cash on delivery',
    ]) {
      expect(mail.html).toContain(part);
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`href="${WEB_ORIGIN}/dashboard/myorders/${orderId}"`);

    // The broker delivering the same event again, and the outbox publishing the change a second time.
    const republished = { ...placed, id: `${placed.id}-again` };
    await publishAndSettle(placed, republished);
    expect(subjects(await mailsTo(customer.email))).toEqual([`shopit: Your order ${orderNo} is confirmed`]);
  });

  it('looks the customer up when the event carries no contact', async () => {
    const customer = await shopper();
    const { orderNo, change } = order(customer);
    await publish(change('PAID', null, { customer: null, paymentMethod: 'CARD' }));
    const mail = await latestMailTo(customer.email);
    expect(mail.subject).toBe(`shopit: Your order ${orderNo} is confirmed`);
    expect(mail.text).toContain('Hello Olive Order,');
    expect(mail.text).toContain('Card (paid online)');
  });

  it('sends one mail per step and none when the order is packed', async () => {
    const customer = await shopper();
    const { orderNo, change } = order(customer);
    await publishAndSettle(change('PACKED', 'PLACED'));
    expect(await mailsTo(customer.email)).toEqual([]);

    const dispatched = change('OUT_FOR_DELIVERY', 'PACKED');
    const delivered = change('DELIVERED', 'OUT_FOR_DELIVERY');
    await publishAndSettle(dispatched, delivered, dispatched, { ...delivered, id: `${delivered.id}-again` });
    expect(subjects(await mailsTo(customer.email))).toEqual([
      `shopit: Your order ${orderNo} is on its way`,
      `shopit: Your order ${orderNo} was delivered`,
    ]);
  });

  it('tells of a cancellation with its reason, then of the refund', async () => {
    const customer = await shopper();
    const { orderNo, change } = order(customer);
    await publishAndSettle(
      change('CANCELLED', 'PAID', { paymentMethod: 'CARD', reason: 'Mangoes are out of season' }),
      change('REFUNDED', 'CANCELLED', { paymentMethod: 'CARD', by: 'SYSTEM' }),
    );
    const mails = await mailsTo(customer.email);
    expect(subjects(mails)).toEqual([
      `shopit: Your order ${orderNo} was cancelled`,
      `shopit: Your refund for order ${orderNo}`,
    ]);
    const cancelled = mails.find((mail) => mail.subject.includes('cancelled'))!;
    expect(cancelled.html).toContain('Mangoes are out of season');
    expect(cancelled.text).toContain('Reason: Mangoes are out of season');
  });

  it('tells of a failed delivery with its reason and of the new attempt, not of a packing undone (issue 33)', async () => {
    const customer = await shopper();
    const { orderId, orderNo, change } = order(customer);
    await publishAndSettle(change('PLACED', 'PACKED', { reason: 'Packed the wrong order' }));
    expect(await mailsTo(customer.email)).toEqual([]);

    await publishAndSettle(
      change('OUT_FOR_DELIVERY', 'PACKED'),
      change('DELIVERY_FAILED', 'OUT_FOR_DELIVERY', { reason: 'Nobody at home' }),
      change('OUT_FOR_DELIVERY', 'DELIVERY_FAILED', { changeId: `${orderId}:OUT_FOR_DELIVERY:1` }),
    );
    const mails = await mailsTo(customer.email);
    expect(subjects(mails)).toEqual([
      `shopit: We could not deliver your order ${orderNo}`,
      `shopit: Your order ${orderNo} is on its way`,
      `shopit: Your order ${orderNo} is on its way`,
    ]);
    const failed = mails.find((mail) => mail.subject.includes('could not deliver'))!;
    expect(failed.text).toContain('Reason: Nobody at home');
    expect(failed.html).toContain('Nobody at home');
  });

  it('shows the savings of a discounted order in its confirmation, as the cart does (issue 33)', async () => {
    const customer = await shopper();
    const { change } = order(customer);
    await publish(change('PLACED', null, { subTotalAmt: 1700, totalAmt: 1530 }));
    const mail = await latestMailTo(customer.email);
    expect(mail.text).toContain('Subtotal: ₹1,700.00\nYour total savings: -₹170.00\nTotal: ₹1,530.00');
  });
});
