import {
  CatalogFixture,
  GATEWAY_URL,
  ProductSpec,
  TestUser,
  addToCart,
  cartLines,
  createAddress,
  eventually,
  ordersOf,
  signUp,
  testCheckout,
} from '@shop/testkit';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { loadPaymentEnv } from '../src/config';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Payment');
});
const createProduct = async (spec: ProductSpec) => (await catalog.product({ discount: 0, ...spec }))._id;
const stockOf = (productId: string) => catalog.stockOf(productId);

const env = loadPaymentEnv();
const stripe = new Stripe('sk_test_123');
// Where the test-mode page sends the shopper back: the stack's WEB_ORIGIN, which deploy/local/config.env
// sets to the gateway's address unless told otherwise (so the suite follows GATEWAY_PORT).
const webOrigin = (process.env.WEB_ORIGIN ?? GATEWAY_URL).split(',')[0].replace(/\/+$/, '');

/** What Stripe's session says about the order it was opened for: its amount, currency and order. */
interface SessionTerms {
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: { orderId: string };
}

/** The event Stripe sends when a Checkout Session is paid. */
function sessionCompleted(
  sessionId: string,
  terms: SessionTerms,
  eventId = `evt_e2e_${randomUUID().replace(/-/g, '')}`,
  paymentIntent = `pi_e2e_${randomUUID().replace(/-/g, '')}`,
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
        ...terms,
      },
    },
  });
}

function postWebhook(shopper: TestUser, payload: string, signature?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature) headers['stripe-signature'] = signature;
  return shopper.client.request('POST', '/api/payment/webhook', { raw: payload, headers, token: null });
}

const sign = (payload: string, secret = env.STRIPE_WEBHOOK_SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });

/** A browser form post on the test-mode page, or the page itself, as `shopper` (null: nobody signed in). */
const submit = (shopper: TestUser | null, sessionId: string, action: 'pay' | 'cancel') =>
  testCheckout(shopper?.client ?? null, sessionId, action);
const testCheckoutPage = (shopper: TestUser | null, sessionId: string) =>
  testCheckout(shopper?.client ?? null, sessionId);

describe('card payments through the gateway', () => {
  let shopper: TestUser;
  let addressId: string;

  beforeEach(async () => {
    shopper = await signUp('Card Shopper');
    addressId = await createAddress(shopper.client);
  });

  async function cardCheckout(stock = 5, quantity = 1) {
    const productId = await createProduct({ stock, price: 80, discount: 10 });
    await addToCart(shopper.client, productId, quantity);
    const checkout = await shopper.client.post('/api/order/checkout', { addressId });
    expect(checkout.status).toBe(201);
    const order = checkout.body.data;
    const terms: SessionTerms = {
      amount_total: Math.round(order.totalAmt * 100),
      currency: order.currency,
      client_reference_id: order._id,
      metadata: { orderId: order._id },
    };
    return { productId, sessionId: checkout.body.id as string, orderId: order.orderId as string, terms };
  }

  const orderOf = async (orderId: string) =>
    (await ordersOf(shopper.client)).find((order) => order.orderId === orderId);

  it('marks the order paid and clears the cart on a signed checkout.session.completed, once', async () => {
    const { sessionId, orderId, terms } = await cardCheckout();
    const payload = sessionCompleted(sessionId, terms);

    const delivered = await postWebhook(shopper, payload, sign(payload));

    expect(delivered.status).toBe(200);
    expect(delivered.body.data).toEqual({ received: true, outcome: 'processed' });
    const paid = await eventually(
      async () => ((await orderOf(orderId))?.status === 'PAID' ? orderOf(orderId) : undefined),
      'the order to be paid',
    );
    expect(paid.statusHistory.map((change: { status: string }) => change.status)).toEqual(['PAYMENT_PENDING', 'PAID']);
    // Read-your-writes: once the order shows as paid, its lines have left the cart.
    expect(await cartLines(shopper.client)).toEqual([]);

    const repeated = await postWebhook(shopper, payload, sign(payload));
    const anotherEvent = sessionCompleted(sessionId, terms);
    const again = await postWebhook(shopper, anotherEvent, sign(anotherEvent));
    // The answers are the evidence: the payment service found the event (or the session's payment) already
    // recorded before writing or publishing anything, so there is no late write to wait for.
    expect(repeated.body.data.outcome).toBe('duplicate');
    expect(again.body.data.outcome).toBe('ignored');
    expect((await orderOf(orderId)).statusHistory).toHaveLength(2);
  });

  // Issue 20, item 1: a correctly signed event with `amount_total: 1` for an order of 10 marked it paid.
  it("marks nothing paid for a signed event whose amount, currency or order is not the session's", async () => {
    const { sessionId, orderId, terms } = await cardCheckout();
    expect(terms.amount_total).toBeGreaterThan(1);
    const forged = [
      { ...terms, amount_total: 1 },
      { ...terms, currency: terms.currency === 'usd' ? 'eur' : 'usd' },
      { ...terms, client_reference_id: '64b000000000000000000002', metadata: { orderId: '64b000000000000000000002' } },
    ];
    for (const session of forged) {
      const payload = sessionCompleted(sessionId, session);
      const delivered = await postWebhook(shopper, payload, sign(payload));
      expect(delivered.status).toBe(200);
      expect(delivered.body.data).toEqual({ received: true, outcome: 'mismatch' });
    }
    // The answers say nothing was marked paid (only paid card orders are listed).
    expect(await orderOf(orderId)).toBeUndefined();

    const genuine = sessionCompleted(sessionId, terms);
    expect((await postWebhook(shopper, genuine, sign(genuine))).body.data.outcome).toBe('processed');
    await eventually(async () => (await orderOf(orderId))?.status === 'PAID', 'the order to be paid');
  });

  it('refuses unsigned, wrongly signed and altered webhooks with 400 and changes nothing', async () => {
    const { sessionId, orderId, terms } = await cardCheckout();
    const payload = sessionCompleted(sessionId, terms);

    const unsigned = await postWebhook(shopper, payload);
    const wrongSecret = await postWebhook(shopper, payload, sign(payload, 'whsec_not_the_endpoint_secret'));
    const garbage = await postWebhook(shopper, payload, 't=1,v1=deadbeef');
    const altered = await postWebhook(shopper, payload.replace('"paid"', '"paid" '), sign(payload));

    for (const refused of [unsigned, wrongSecret, garbage, altered]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        success: false,
        error: true,
        message: expect.stringMatching(/^Webhook refused/),
      });
    }
    // Still waiting for payment: not an order the shopper sees yet, and the cart is kept.
    expect(await orderOf(orderId)).toBeUndefined();
    expect(await cartLines(shopper.client)).toHaveLength(1);
    // Nothing of the refused deliveries was recorded: the same event, correctly signed, is processed now.
    const accepted = await postWebhook(shopper, payload, sign(payload));
    expect(accepted.body.data.outcome).toBe('processed');
  });

  it('pays on the test-mode checkout page: signed event through the gateway, then back to /success', async () => {
    const { sessionId, orderId } = await cardCheckout();

    const page = await testCheckoutPage(shopper, sessionId);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('TEST MODE — no real payment');
    expect(html).toContain('Payment test product');

    const paid = await submit(shopper, sessionId, 'pay');

    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${webOrigin}/success?session_id=${sessionId}`);
    await eventually(async () => (await orderOf(orderId))?.status === 'PAID', 'the order to be paid');
    await eventually(async () => (await cartLines(shopper.client)).length === 0, 'the cart to be cleared');
    expect(await (await testCheckoutPage(shopper, sessionId)).text()).toContain('already paid');
  });

  it('cancels on the test-mode checkout page: stock back, cart kept, never listed as an order, back to /cancel', async () => {
    const { productId, sessionId, orderId } = await cardCheckout(2, 2);
    expect(await stockOf(productId)).toBe(0);

    const cancelled = await submit(shopper, sessionId, 'cancel');

    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${webOrigin}/cancel`);
    await eventually(async () => (await stockOf(productId)) === 2, 'the stock to come back');
    expect(await cartLines(shopper.client)).toHaveLength(1);
    expect(await orderOf(orderId)).toBeUndefined();

    const payAfterCancel = await submit(shopper, sessionId, 'pay');
    expect(payAfterCancel.status).toBe(409);
  });

  it('refunds a payment Stripe took for a session closed because another order took the cart', async () => {
    const { productId, sessionId, orderId, terms } = await cardCheckout(3);
    const cashOnDelivery = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    expect(cashOnDelivery.status).toBe(201);
    const page = () => testCheckoutPage(shopper, sessionId).then((answer) => answer.text());
    await eventually(async () => (await page()).includes('its order was cancelled'), 'the card session to close');

    // With real Stripe the shopper can still finish paying on a page opened before: the event comes late.
    const late = sessionCompleted(sessionId, terms);
    const delivered = await postWebhook(shopper, late, sign(late));

    expect(delivered.status).toBe(200);
    expect(delivered.body.data.outcome).toBe('processed');
    // The refund went to Stripe (stripe-mock) through the SDK and was recorded once.
    expect(await page()).toContain('the payment was refunded');
    const repeated = sessionCompleted(sessionId, terms);
    expect((await postWebhook(shopper, repeated, sign(repeated))).body.data.outcome).toBe('ignored');
    expect(await orderOf(orderId)).toBeUndefined();
    expect((await ordersOf(shopper.client)).map((order) => order.orderId)).toEqual([cashOnDelivery.body.data.orderId]);
    expect(await stockOf(productId)).toBe(2);
  });

  it('a paid event racing a cash order of the same cart: one order survives, a payment that lost is refunded', async () => {
    const { productId, sessionId, orderId, terms } = await cardCheckout(3);
    const payment = sessionCompleted(sessionId, terms);
    const [cashOnDelivery, delivered] = await Promise.all([
      shopper.client.post('/api/order/cash-on-delivery', { addressId }),
      postWebhook(shopper, payment, sign(payment)),
    ]);
    // Whichever takes the cart first wins; the cash order is refused when the payment did.
    expect([201, 409]).toContain(cashOnDelivery.status);
    expect(delivered.status).toBe(200);

    const listed = await eventually(async () => {
      const orders = (await ordersOf(shopper.client)).map((order) => order.orderId);
      return orders.length === 1 ? orders : undefined;
    }, 'one order to be listed');
    const page = () => testCheckoutPage(shopper, sessionId).then((answer) => answer.text());
    // The cash order won (the payment is refunded) or the payment did (the cash order was refused).
    const outcome =
      cashOnDelivery.status === 201
        ? { listed: [cashOnDelivery.body.data.orderId], page: 'the payment was refunded' }
        : { listed: [orderId], page: 'already paid' };
    expect(listed).toEqual(outcome.listed);
    await eventually(async () => (await page()).includes(outcome.page), 'the card session to settle');
    await eventually(async () => (await stockOf(productId)) === 2, 'the losing order’s stock to come back');
  });

  // Issue 20, item 5: an anonymous POST /api/payment/test-checkout/<someone's session>/cancel cancelled
  // another shopper's order.
  it("lets only the session's shopper see, pay or cancel on the test-mode page", async () => {
    const { productId, sessionId, orderId } = await cardCheckout(2);
    const stranger = await signUp('Other Shopper');

    for (const caller of [null, stranger]) {
      const status = caller ? 404 : 401;
      expect((await testCheckoutPage(caller, sessionId)).status).toBe(status);
      expect((await submit(caller, sessionId, 'cancel')).status).toBe(status);
      expect((await submit(caller, sessionId, 'pay')).status).toBe(status);
    }
    expect(await stockOf(productId)).toBe(1);
    expect(await (await testCheckoutPage(shopper, sessionId)).text()).toContain('Pay ');

    expect((await submit(shopper, sessionId, 'pay')).status).toBe(303);
    await eventually(async () => (await orderOf(orderId))?.status === 'PAID', 'the order to be paid');
  });

  it('answers 404 for an unknown checkout session', async () => {
    const unknown = await testCheckoutPage(shopper, 'cs_test_unknown');
    expect(unknown.status).toBe(404);
  });
});
