import { CheckoutSessionRequest } from '@shop/common';
import { paymentEnvSchema } from '../config';
import type { NewPayment } from '../payments/payments.service';
import { CheckoutSessionsService } from './checkout-sessions.service';

const request: CheckoutSessionRequest = {
  orderId: '64b000000000000000000001',
  userId: 'u1',
  currency: 'usd',
  lines: [
    { name: 'Tea', unitAmount: 4500, quantity: 2, image: '/media/tea.png' },
    { name: 'Cup', unitAmount: 1000, quantity: 1, image: 'https://cdn.test/cup.png' },
  ],
};

function setUp(env: Record<string, string>) {
  const created: any[] = [];
  const recorded: NewPayment[] = [];
  const stripe = {
    checkout: {
      sessions: {
        create: async (params: unknown, options: unknown) => {
          created.push({ params, options });
          return { id: 'cs_test_fixture', url: 'https://checkout.stripe.com/c/pay/cs_test_fixture' };
        },
      },
    },
  };
  const payments = {
    byOrder: async (orderId: string) => {
      const found = recorded.find((payment) => payment.orderId === orderId);
      return found ? { ...found } : null;
    },
    record: async (payment: NewPayment) => void recorded.push(payment),
  };
  const service = new CheckoutSessionsService(
    stripe as never,
    paymentEnvSchema.parse({ WEB_ORIGIN: 'http://web.test', ...env }),
    payments as never,
  );
  return { service, created, recorded };
}

describe('CheckoutSessionsService', () => {
  it('asks Stripe for a payment-mode session with the order in metadata and the shop’s return pages', async () => {
    const { service, created } = setUp({});
    await service.open(request);
    expect(created[0].params).toMatchObject({
      mode: 'payment',
      success_url: 'http://web.test/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://web.test/cancel',
      client_reference_id: request.orderId,
      metadata: { orderId: request.orderId },
      line_items: [
        { quantity: 2, price_data: { currency: 'usd', unit_amount: 4500, product_data: { name: 'Tea' } } },
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 1000,
            product_data: { name: 'Cup', images: ['https://cdn.test/cup.png'] },
          },
        },
      ],
    });
    expect(created[0].params.line_items[0].price_data.product_data).not.toHaveProperty('images');
    expect(created[0].params.expires_at - Date.now() / 1000).toBeCloseTo(30 * 60, -1);
    expect(created[0].options).toEqual({ idempotencyKey: `checkout-session-${request.orderId}` });
  });

  it('uses Stripe’s session id and hosted page with real Stripe', async () => {
    const { service, recorded } = setUp({});
    expect(await service.open(request)).toEqual({
      id: 'cs_test_fixture',
      url: 'https://checkout.stripe.com/c/pay/cs_test_fixture',
    });
    expect(recorded[0]).toMatchObject({ amountTotal: 10000, sessionId: 'cs_test_fixture' });
  });

  it('gives each session its own id and the local test page in test mode', async () => {
    const { service } = setUp({ STRIPE_API_HOST: '127.0.0.1', PUBLIC_BASE_URL: 'http://gw.test' });
    const first = await service.open(request);
    const second = await service.open({ ...request, orderId: '64b000000000000000000002' });
    expect(first.id).toMatch(/^cs_test_[0-9a-f]{32}$/);
    expect(second.id).not.toBe(first.id);
    expect(first.url).toBe(`http://gw.test/api/payment/test-checkout/${first.id}`);
  });

  it('answers a repeated request for the same order with the session already opened', async () => {
    const { service, created } = setUp({ STRIPE_API_HOST: '127.0.0.1' });
    const first = await service.open(request);
    expect(await service.open(request)).toEqual(first);
    expect(created).toHaveLength(1);
  });
});
