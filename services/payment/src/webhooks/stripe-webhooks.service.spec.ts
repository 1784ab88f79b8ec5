import Stripe from 'stripe';
import { paymentEnvSchema } from '../config';
import { InvalidWebhook } from '../payment.errors';
import { StripeWebhooksService } from './stripe-webhooks.service';

const env = paymentEnvSchema.parse({});
const stripe = new Stripe('sk_test_123');

/** The session the shop opened: order 64b…01, 10.00 USD. */
const STORED = { sessionId: 'cs_test_1', orderId: '64b000000000000000000001', amountTotal: 1000, currency: 'usd' };

function completed(id: string, paymentStatus = 'paid', session: Record<string, unknown> = {}) {
  return {
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        payment_status: paymentStatus,
        amount_total: STORED.amountTotal,
        currency: 'usd',
        client_reference_id: STORED.orderId,
        metadata: { orderId: STORED.orderId, userId: 'u1' },
        ...session,
      },
    },
  };
}

/** `paidAlready`: sessions the payments store no longer holds OPEN. */
function setUp(paidAlready = new Set<string>()) {
  const processed = new Set<string>();
  const settled: string[] = [];
  const service = new StripeWebhooksService(
    stripe,
    env,
    {
      exists: async ({ eventId }: { eventId: string }) => (processed.has(eventId) ? { _id: eventId } : null),
      create: async ({ eventId }: { eventId: string }) => void processed.add(eventId),
    } as never,
    {
      bySession: async (sessionId: string) => (sessionId === STORED.sessionId ? STORED : null),
      markPaid: async (sessionId: string) => !paidAlready.has(sessionId) && settled.push(`paid ${sessionId}`) > 0,
      markFailed: async (sessionId: string, reason: string) => settled.push(`failed ${sessionId} ${reason}`) > 0,
    } as never,
    {
      paidAfterClosing: async (sessionId: string) => settled.push(`refund ${sessionId}`) < 0,
    } as never,
  );
  return { service, settled };
}

const sign = (payload: string, secret = env.STRIPE_WEBHOOK_SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('StripeWebhooksService.verify', () => {
  const payload = JSON.stringify(completed('evt_1'));

  it('accepts an event signed with the endpoint secret', () => {
    expect(setUp().service.verify(Buffer.from(payload), sign(payload)).id).toBe('evt_1');
  });

  it('refuses a missing body, a missing signature, a wrong secret and a changed body', () => {
    const { service } = setUp();
    expect(() => service.verify(undefined, sign(payload))).toThrow(InvalidWebhook);
    expect(() => service.verify(Buffer.from(payload), undefined)).toThrow(/Stripe-Signature header is missing/);
    expect(() => service.verify(Buffer.from(payload), sign(payload, 'whsec_other'))).toThrow(/does not verify/);
    const tampered = payload.replace('"paid"', '"paid" ');
    expect(() => service.verify(Buffer.from(tampered), sign(payload))).toThrow(InvalidWebhook);
  });

  it('answers 400 INVALID_WEBHOOK', () => {
    expect(new InvalidWebhook('x')).toMatchObject({ status: 400, code: 'INVALID_WEBHOOK' });
  });
});

describe('StripeWebhooksService.handle', () => {
  it('settles a paid session once per event id', async () => {
    const { service, settled } = setUp();
    const event = completed('evt_2') as unknown as Stripe.Event;
    expect(await service.handle(event)).toBe('processed');
    expect(await service.handle(event)).toBe('duplicate');
    expect(settled).toEqual(['paid cs_test_1']);
  });

  it('hands a paid session that is no longer open to the refund of late payments', async () => {
    const { service, settled } = setUp(new Set(['cs_test_1']));
    expect(await service.handle(completed('evt_7') as unknown as Stripe.Event)).toBe('ignored');
    expect(settled).toEqual(['refund cs_test_1']);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const { service, settled } = setUp();
    expect(await service.handle(completed('evt_3', 'unpaid') as unknown as Stripe.Event)).toBe('ignored');
    expect(settled).toEqual([]);
  });

  it('fails the payment when the session expires or the async payment fails', async () => {
    const { service, settled } = setUp();
    const expired = { id: 'evt_4', type: 'checkout.session.expired', data: { object: { id: 'cs_a' } } };
    const asyncFailed = {
      id: 'evt_5',
      type: 'checkout.session.async_payment_failed',
      data: { object: { id: 'cs_b' } },
    };
    await service.handle(expired as unknown as Stripe.Event);
    await service.handle(asyncFailed as unknown as Stripe.Event);
    expect(settled).toEqual(['failed cs_a the checkout session expired', 'failed cs_b the payment failed']);
  });

  // Issue 20, item 1: a correctly signed event with `amount_total: 1` for an order of 10 marked it paid.
  it.each([
    ["an amount that is not the session's", { amount_total: 1 }],
    ['another currency', { currency: 'inr' }],
    ['another order', { client_reference_id: '64b000000000000000000002' }],
    ['another order in its metadata', { metadata: { orderId: '64b000000000000000000002' } }],
    ['no order at all', { client_reference_id: null, metadata: {} }],
  ])('marks nothing paid for a paid event with %s, and answers mismatch', async (_label, session) => {
    const { service, settled } = setUp();
    expect(await service.handle(completed('evt_8', 'paid', session) as unknown as Stripe.Event)).toBe('mismatch');
    expect(settled).toEqual([]);
  });

  it('marks nothing for a paid event of a session it never opened', async () => {
    const { service, settled } = setUp();
    expect(await service.handle(completed('evt_9', 'paid', { id: 'cs_other' }) as unknown as Stripe.Event)).toBe(
      'ignored',
    );
    expect(settled).toEqual([]);
  });

  it('ignores event types it has no use for', async () => {
    const { service, settled } = setUp();
    expect(
      await service.handle({ id: 'evt_6', type: 'charge.refunded', data: { object: {} } } as unknown as Stripe.Event),
    ).toBe('ignored');
    expect(settled).toEqual([]);
  });
});
