import { createEvent, IntegrationEvent, PaymentEvents, Subscription } from '@shop/common';
import { PAYMENT_EVENTS_QUEUE, PaymentEventsHandler } from './payment-events.handler';

describe('PaymentEventsHandler', () => {
  const subscribed = async () => {
    const calls: string[] = [];
    const subscriptions: Subscription[] = [];
    const handler = new PaymentEventsHandler(
      { subscribe: async (subscription: Subscription) => void subscriptions.push(subscription) } as never,
      {
        markPaid: async (orderId: string, sessionId: string) => void calls.push(`paid ${orderId} ${sessionId}`),
        cancel: async (orderId: string, reason: string) => void calls.push(`cancel ${orderId} ${reason}`),
      } as never,
    );
    await handler.onApplicationBootstrap();
    const deliver = (event: IntegrationEvent) =>
      subscriptions[0].handlers.find((binding) => binding.event.type === event.type)!.handle(event);
    return { calls, subscriptions, deliver };
  };

  it('subscribes its own durable queue to both payment outcomes', async () => {
    const { subscriptions } = await subscribed();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].queue).toBe(PAYMENT_EVENTS_QUEUE);
    expect(subscriptions[0].handlers.map((binding) => binding.event)).toEqual([
      PaymentEvents.paymentSucceeded,
      PaymentEvents.paymentFailed,
    ]);
  });

  it('marks the order paid on payment.succeeded and cancels it on payment.failed', async () => {
    const { calls, deliver } = await subscribed();
    await deliver(createEvent(PaymentEvents.paymentSucceeded, { orderId: 'o1', sessionId: 's1', amountTotal: 100 }));
    await deliver(createEvent(PaymentEvents.paymentFailed, { orderId: 'o2', sessionId: 's2', reason: 'expired' }));
    expect(calls).toEqual(['paid o1 s1', 'cancel o2 expired']);
  });
});
