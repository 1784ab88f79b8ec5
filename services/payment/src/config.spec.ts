import { paymentEnvSchema } from './config';

describe('payment configuration', () => {
  it('talks to stripe-mock in test mode when STRIPE_API_HOST is set', () => {
    const env = paymentEnvSchema.parse({ STRIPE_API_HOST: '127.0.0.1' });
    expect(env).toMatchObject({ stripeTestMode: true, STRIPE_API_PORT: 12111, STRIPE_API_PROTOCOL: 'http' });
  });

  // Issue 20, item 5: the test-mode page was switched on by STRIPE_API_HOST alone, which compose set.
  it('refuses the stripe-mock test mode in production, naming the setting', () => {
    const production = { NODE_ENV: 'production', STRIPE_API_HOST: 'stripe-mock' };
    expect(() => paymentEnvSchema.parse(production)).toThrow(/STRIPE_API_HOST[\s\S]*production refuses/);
    expect(paymentEnvSchema.parse({ ...production, STRIPE_API_HOST: '' }).stripeTestMode).toBe(false);
  });

  it('uses real Stripe when STRIPE_API_HOST is unset or empty', () => {
    expect(paymentEnvSchema.parse({}).stripeTestMode).toBe(false);
    expect(paymentEnvSchema.parse({ STRIPE_API_HOST: '' }).stripeTestMode).toBe(false);
  });

  it('delivers test-mode webhooks through the gateway unless told otherwise', () => {
    expect(paymentEnvSchema.parse({ PUBLIC_BASE_URL: 'http://shop.test/' }).PAYMENT_WEBHOOK_URL).toBe(
      'http://shop.test/api/payment/webhook',
    );
    expect(paymentEnvSchema.parse({ PAYMENT_WEBHOOK_URL: 'http://hook' }).PAYMENT_WEBHOOK_URL).toBe('http://hook');
  });

  it('refuses a webhook secret that is not a Stripe endpoint secret', () => {
    expect(() => paymentEnvSchema.parse({ STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow();
  });
});
