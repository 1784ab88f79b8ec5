import { AmqpConnection, createEvent, PaymentEvents, Topology } from '@shop/common';
import {
  CatalogFixture,
  ServiceName,
  TestUser,
  addToCart,
  cartLines,
  createAddress,
  eventsFinished,
  eventually,
  ordersOf,
  signUp,
  testCheckout,
} from '@shop/testkit';
import Redis from 'ioredis';

const RABBITMQ_URL = process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let catalog: CatalogFixture;
let broker: AmqpConnection;
let redis: Redis;
beforeAll(async () => {
  catalog = await CatalogFixture.create('OneOrder');
  broker = new AmqpConnection(RABBITMQ_URL, 'one-order-per-cart-e2e');
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  await broker.onApplicationShutdown();
  await redis.quit();
});

/** A queue that finishes an event type, in the service that consumes it. */
type Consumer = [service: ServiceName, queue: string, event: string];

/** Everyone who acts on an order placed (cash) or paid (card): stock confirmed, cart emptied, other checkouts closed. */
const takersOf = (event: 'order.placed' | 'order.paid'): Consumer[] => [
  ['catalog', 'catalog.order-completed', event],
  ['cart', 'cart.order-completed', event],
  ['order', 'order.close-other-checkouts', event],
];
/** The payment service closing (or refunding) a cancelled order's session. */
const CANCELLED_TAKER: Consumer = ['payment', 'payment.order-cancelled', 'order.cancelled'];
/** The order service moving a card order on when its payment is confirmed. */
const PAYMENT_TAKER: Consumer = ['order', 'order.payment-events', 'payment.succeeded'];

/** How many events each consumer has finished (handled, or recognised as a repeat), from its own metric. */
const finished = (consumers: Consumer[]) =>
  Promise.all(consumers.map(([service, queue, event]) => eventsFinished(service, queue, event)));

/**
 * Waits until each consumer has finished at least one more event than `before` counted: the events the
 * orders announced have all been acted on, so nothing about them is still on its way. The suite runs
 * alone (in band), so no other test's events add to these counts.
 */
async function allFinished(consumers: Consumer[], before: number[], what: string): Promise<void> {
  await eventually(async () => (await finished(consumers)).every((count, i) => count > before[i]), what);
}

/**
 * Delivers a payment confirmation for a card checkout now, as the payment service announces one (a
 * provider repeating its webhook, or a confirmation still on its way), and waits until the order service
 * has handled this very event (its inbox records the id once the handler is done).
 */
async function confirmPaymentAgain(sessionId: string): Promise<void> {
  // The page names the order by its id, as the payment service knows it.
  const orderId = /Order <code>([0-9a-f]{24})<\/code>/.exec(await pageText(sessionId))?.[1];
  if (!orderId) throw new Error(`the checkout page of session ${sessionId} names no order`);
  const event = createEvent(PaymentEvents.paymentSucceeded, { orderId, sessionId, amountTotal: 0 });
  const channel = broker.manager.createChannel({ confirm: true });
  await channel.waitForConnect();
  await channel.publish(Topology.eventsExchange, event.type, Buffer.from(JSON.stringify(event)), {
    persistent: true,
    messageId: event.id,
    type: event.type,
  });
  await channel.close();
  await eventually(
    async () => (await redis.get(`inbox:${PAYMENT_TAKER[1]}:${event.id}`)) === 'handled',
    'the order service to handle the repeated payment confirmation',
  );
}

/** The shopper of the test under way: the test-mode page shows and acts for the session's shopper only. */
let shopper: TestUser;
const pageText = async (sessionId: string) => (await testCheckout(shopper.client, sessionId)).text();
/** Pressing Pay on a test-mode page the shopper kept open. */
const pressPay = (sessionId: string) => testCheckout(shopper.client, sessionId, 'pay');

describe('one order per cart', () => {
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('One Order Shopper');
    addressId = await createAddress(shopper.client);
  });

  /** A card checkout of the cart as it is; each key opens its own order (two tabs, or Back and again). */
  async function cardCheckout(key: string) {
    const checkout = await shopper.client.post(
      '/api/order/checkout',
      { addressId },
      { headers: { 'idempotency-key': key } },
    );
    expect(checkout.status).toBe(201);
    return { sessionId: checkout.body.id as string, orderId: checkout.body.data.orderId as string };
  }

  it('cash on delivery after an unpaid card checkout cancels the card order: stock back, its page refuses Pay', async () => {
    const productId = (await catalog.product({ stock: 3, price: 50, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const card = await cardCheckout('card-1');
    expect(await catalog.stockOf(productId)).toBe(2);
    const consumers = [...takersOf('order.placed'), CANCELLED_TAKER];
    const before = await finished(consumers);

    const cod = await shopper.client.post('/api/order/cash-on-delivery', { addressId });

    expect(cod.status).toBe(201);
    // The card order's unit comes back; the cash order keeps its own.
    await eventually(async () => (await catalog.stockOf(productId)) === 2, 'the card order to give its stock back');
    await eventually(async () => (await pageText(card.sessionId)).includes('closed'), 'the card session to close');
    const paid = await pressPay(card.sessionId);
    expect(paid.status).toBe(409);
    expect(paid.headers.get('content-type')).toMatch(/text\/html/);
    expect(await paid.text()).toContain('This checkout session is closed');
    // The loser never turns up later: the cash order's and the cancellation's events have been acted on,
    // and a payment confirmation for the card order arriving after all that is handled without reviving it.
    await allFinished(consumers, before, 'the cash order and the card cancellation to be acted on');
    await confirmPaymentAgain(card.sessionId);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([cod.body.data.orderId]);
    expect(await catalog.stockOf(productId)).toBe(2);
  });

  it('paying one card checkout cancels the buyer’s other open one, whose page then refuses Pay', async () => {
    const productId = (await catalog.product({ stock: 4, price: 20, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const older = await cardCheckout('tab-1');
    const newer = await cardCheckout('tab-2');
    expect(await catalog.stockOf(productId)).toBe(2);

    const paid = await pressPay(newer.sessionId);

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/success\\?session_id=${newer.sessionId}$`));
    await eventually(async () => (await catalog.stockOf(productId)) === 3, 'the other checkout to give its stock back');
    await eventually(async () => (await pageText(older.sessionId)).includes('closed'), 'the other session to close');
    expect((await pressPay(older.sessionId)).status).toBe(409);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([newer.orderId]);
    expect(await cartLines(shopper.client)).toEqual([]);
  });

  it('a card payment and a cash order of one cart at the same moment: exactly one order survives', async () => {
    const productId = (await catalog.product({ stock: 5, price: 30, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    const card = await cardCheckout('race');
    const cashConsumers = [...takersOf('order.placed'), CANCELLED_TAKER];
    const cardConsumers = [PAYMENT_TAKER, ...takersOf('order.paid')];
    const [cashBefore, cardBefore] = await Promise.all([finished(cashConsumers), finished(cardConsumers)]);

    const [, cod] = await Promise.all([
      pressPay(card.sessionId),
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
    ]);

    // Whichever takes the cart first wins; the cash order is refused when the payment did.
    expect([201, 409]).toContain(cod.status);
    const listed = await eventually(async () => {
      const orders = (await ordersOf(shopper.client)).map((order) => order.orderId);
      return orders.length === 1 ? orders : undefined;
    }, 'one order to be listed');
    const session = await eventually(
      async () =>
        /already paid|closed: its order was cancelled(\.| and the payment was refunded)/.exec(
          await pageText(card.sessionId),
        )?.[0],
      'the card session to settle',
    );
    const cashWon = cod.status === 201;
    const seen = {
      listed,
      cardPaid: session === 'already paid',
      refusal: cashWon ? null : { code: cod.body.code, message: cod.body.message },
    };
    const cashWins = { listed: [cashWon ? cod.body.data.orderId : ''], cardPaid: false, refusal: null };
    const cardWins = {
      listed: [card.orderId],
      cardPaid: true,
      refusal: { code: 'CART_ALREADY_ORDERED', message: 'This cart was already ordered; see My Orders' },
    };
    expect(seen).toEqual(cashWon ? cashWins : cardWins);
    // The loser's unit is back, and the loser never turns up later: every event the winner announced (and,
    // when cash won, the card order's cancellation) has been acted on, and a payment confirmation for the
    // card checkout arriving after all that is handled without making a second order.
    await eventually(async () => (await catalog.stockOf(productId)) === 4, 'the losing order’s stock to come back');
    await (cashWon
      ? allFinished(cashConsumers, cashBefore, 'the cash order and the card cancellation to be acted on')
      : allFinished(cardConsumers, cardBefore, 'the card payment and the paid order to be acted on'));
    await confirmPaymentAgain(card.sessionId);
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual(listed);
    expect(await catalog.stockOf(productId)).toBe(4);
  });

  it('checking out again after cancelling on the card page starts a new checkout, not the closed one', async () => {
    const productId = (await catalog.product({ stock: 3, price: 25, discount: 0 }))._id;
    await addToCart(shopper.client, productId);
    // No Idempotency-Key (the spec's client sends none): the same cart and address within a minute are one checkout.
    const first = await shopper.client.post('/api/order/checkout', { addressId });
    expect(first.status).toBe(201);
    const repeated = await shopper.client.post('/api/order/checkout', { addressId });
    expect(repeated.body.id).toBe(first.body.id);

    const cancelled = await testCheckout(shopper.client, first.body.id, 'cancel');
    expect(cancelled.status).toBe(303);
    await eventually(
      async () => (await catalog.stockOf(productId)) === 3,
      'the cancelled order to give its stock back',
    );
    const again = await shopper.client.post('/api/order/checkout', { addressId });

    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await pageText(again.body.id)).toContain('<button type="submit" class="pay">');
    expect(await catalog.stockOf(productId)).toBe(2);
  });
});

describe('order-list for clients that show one product per entry', () => {
  it('lists every ordered product with the order number and payment_status under view=items', async () => {
    const shopper = await signUp('Items View Shopper');
    const addressId = await createAddress(shopper.client);
    const first = (await catalog.product({ stock: 5, price: 10, discount: 0 }))._id;
    const second = (await catalog.product({ stock: 5, price: 12, discount: 0 }))._id;
    await addToCart(shopper.client, first, 2);
    await addToCart(shopper.client, second);
    const placed = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(placed.status).toBe(201);

    const grouped = await shopper.client.get('/api/order/order-list');
    const items = await shopper.client.get('/api/order/order-list?view=items');

    expect(grouped.body.data).toHaveLength(1);
    expect(grouped.body.data[0]).toMatchObject({
      orderId: placed.body.data.orderId,
      payment_status: 'CASH ON DELIVERY',
    });
    expect(grouped.body.data[0].items).toHaveLength(2);
    expect(items.status).toBe(200);
    expect(items.body.data).toHaveLength(2);
    for (const entry of items.body.data) {
      expect(entry).toMatchObject({
        _id: `${placed.body.data._id}-${entry.productId}`,
        orderId: placed.body.data.orderId,
        order_id: placed.body.data._id,
        payment_status: 'CASH ON DELIVERY',
        product_details: { name: expect.stringContaining('OneOrder'), image: expect.any(Array) },
      });
    }
    expect(
      items.body.data.map((entry: { productId: string; quantity: number }) => [entry.productId, entry.quantity]),
    ).toEqual(
      expect.arrayContaining([
        [first, 2],
        [second, 1],
      ]),
    );
  });

  it('refuses an unknown view with 400', async () => {
    const shopper = await signUp();
    const refused = await shopper.client.get('/api/order/order-list?view=lines');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('view must be orders or items');
  });
});
