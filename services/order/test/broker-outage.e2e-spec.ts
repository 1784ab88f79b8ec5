import {
  CatalogFixture,
  ProductSpec,
  addToCart,
  cartLines,
  createAddress,
  eventually,
  ordersOf,
  signUp,
} from '@shop/testkit';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

let catalog: CatalogFixture;
beforeAll(async () => {
  catalog = await CatalogFixture.create('Order');
});
const createProduct = async (spec: ProductSpec) => (await catalog.product({ discount: 0, ...spec }))._id;

/**
 * RabbitMQ goes away between checkout and the payment confirmation. The outage is kept short: the
 * broker is shared by every service on the machine.
 */
const WEBHOOK_SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_local_shop_test_mode_secret';
const stripe = new Stripe('sk_test_123');
const rabbitmq = (command: 'stop_app' | 'start_app') =>
  execFileSync('rabbitmqctl', [command], { stdio: 'ignore', timeout: 30_000 });

describe('a broker outage during checkout', () => {
  it('keeps the order, confirms the payment and clears the cart once the broker is back, each exactly once', async () => {
    const shopper = await signUp('Outage Shopper');
    const addressId = await createAddress(shopper.client);
    const productId = await createProduct({ stock: 3, price: 60 });
    await addToCart(shopper.client, productId);
    const checkout = await shopper.client.post('/api/order/checkout', { addressId });
    expect(checkout.status).toBe(201);
    const payload = JSON.stringify({
      id: `evt_outage_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: checkout.body.id,
          object: 'checkout.session',
          payment_status: 'paid',
          // The session's terms: the payment service marks nothing paid for another amount, currency or order.
          amount_total: Math.round(checkout.body.data.totalAmt * 100),
          currency: checkout.body.data.currency,
          client_reference_id: checkout.body.data._id,
        },
      },
    });
    const signed = {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    };

    rabbitmq('stop_app');
    let webhook;
    let refused;
    try {
      // Stripe's confirmation arrives over HTTP: it is stored with its event, which waits in the outbox.
      webhook = await shopper.client.request('POST', '/api/payment/webhook', {
        raw: payload,
        headers: signed,
        token: null,
      });
      // A new order needs answers over the broker now: a clear 503 after the timeout, nothing stored.
      refused = await shopper.client.post('/api/order/cash-on-delivery', { addressId });
    } finally {
      rabbitmq('start_app');
    }

    expect(webhook.status).toBe(200);
    expect(webhook.body.data.outcome).toBe('processed');
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/try again/);

    const paid = await eventually(
      async () => (await ordersOf(shopper.client)).find((order) => order.status === 'PAID'),
      'the order to be paid after the broker returned',
      30_000,
    );
    expect(paid.orderId).toBe(checkout.body.data.orderId);
    await eventually(async () => (await cartLines(shopper.client)).length === 0, 'the cart to be cleared', 30_000);

    const repeated = await shopper.client.request('POST', '/api/payment/webhook', {
      raw: payload,
      headers: signed,
      token: null,
    });
    // The answer is the evidence: the event was found already recorded, so nothing was written or published.
    expect(repeated.body.data.outcome).toBe('duplicate');
    const orders = await ordersOf(shopper.client);
    expect(orders).toHaveLength(1);
    expect(orders[0].statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'PAYMENT_PENDING',
      'PAID',
    ]);
  });
});
