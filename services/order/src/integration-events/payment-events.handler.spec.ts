import { createEvent, PaymentEvents } from '@shop/common';
import { PAYMENT_EVENTS_QUEUE, PaymentEventsHandler } from './payment-events.handler';

describe('PaymentEventsHandler', () => {
  const setUp = () => {
    const calls: string[] = [];
    const subscriptions: { queue: string; events: string[] }[] = [];
    const handler = new PaymentEventsHandler(
      { subscribe: async (subscription: { queue: string; events: string[] }) => void subscriptions.push(subscription) } as never,
      {
        markPaid: async (orderId: string, sessionId: string) => void calls.push(`paid ${orderId} ${sessionId}`),
        cancel: async (orderId: string, reason: string) => void calls.push(`cancel ${orderId} ${reason}`),
      } as never,
    );
    return { handler, calls, subscriptions };
  };

  it('subscribes its own durable queue to both payment outcomes', async () => {
    const { handler, subscriptions } = setUp();
    await handler.onApplicationBootstrap();
    expect(subscriptions).toEqual([
      expect.objectContaining({ queue: PAYMENT_EVENTS_QUEUE, events: [PaymentEvents.paymentSucceeded, PaymentEvents.paymentFailed] }),
    ]);
  });

  it('marks the order paid on payment.succeeded and cancels it on payment.failed', async () => {
    const { handler, calls } = setUp();
    await handler.handle(createEvent(PaymentEvents.paymentSucceeded, { orderId: 'o1', sessionId: 's1', amountTotal: 100 }));
    await handler.handle(createEvent(PaymentEvents.paymentFailed, { orderId: 'o2', sessionId: 's2', reason: 'expired' }));
    expect(calls).toEqual(['paid o1 s1', 'cancel o2 expired']);
  });
});
