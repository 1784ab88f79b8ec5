import { Role } from '@shop/common';
import Stripe from 'stripe';
import { paymentEnvSchema } from '../config';
import { PaymentStatus } from '../payments/payment-status';
import { TestCheckoutService } from './test-checkout.service';

const SESSION = {
  sessionId: 'cs_test_1',
  orderId: '64b000000000000000000001',
  userId: 'owner',
  status: PaymentStatus.open,
};
const owner = { id: 'owner', role: Role.user };
const stranger = { id: 'stranger', role: Role.user };

function setUp(testMode = true) {
  const cancelled: string[] = [];
  const service = new TestCheckoutService(
    new Stripe('sk_test_123'),
    paymentEnvSchema.parse(testMode ? { STRIPE_API_HOST: '127.0.0.1' } : {}),
    {
      bySession: async (sessionId: string) => (sessionId === SESSION.sessionId ? SESSION : null),
      markFailed: async (sessionId: string) => cancelled.push(sessionId) > 0,
    } as never,
  );
  return { service, cancelled };
}

// Issue 20, item 5: an anonymous POST /api/payment/test-checkout/<someone's session>/cancel cancelled
// another shopper's order.
describe('TestCheckoutService', () => {
  it('shows and cancels a session for its shopper', async () => {
    const { service, cancelled } = setUp();
    expect((await service.session('cs_test_1', owner)).orderId).toBe(SESSION.orderId);
    expect(await service.cancel('cs_test_1', owner)).toBe('cancel');
    expect(cancelled).toEqual(['cs_test_1']);
  });

  it('asks a caller who is not signed in to sign in, and changes nothing', async () => {
    const { service, cancelled } = setUp();
    await expect(service.cancel('cs_test_1', undefined)).rejects.toMatchObject({ status: 401, code: 'SIGN_IN_TO_PAY' });
    await expect(service.pay('cs_test_1', undefined)).rejects.toMatchObject({ status: 401 });
    expect(cancelled).toEqual([]);
  });

  it('tells another shopper the session does not exist, and changes nothing', async () => {
    const { service, cancelled } = setUp();
    for (const act of [() => service.session('cs_test_1', stranger), () => service.cancel('cs_test_1', stranger)]) {
      await expect(act()).rejects.toMatchObject({ status: 404, code: 'CHECKOUT_SESSION_NOT_FOUND' });
    }
    await expect(service.pay('cs_test_1', stranger)).rejects.toMatchObject({ status: 404 });
    expect(cancelled).toEqual([]);
  });

  it('does not exist with real Stripe', async () => {
    await expect(setUp(false).service.session('cs_test_1', owner)).rejects.toMatchObject({ status: 404 });
  });
});
