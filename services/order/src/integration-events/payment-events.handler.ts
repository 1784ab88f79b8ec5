import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, PaymentEvents, PaymentFailedPayload, PaymentSucceededPayload } from '@shop/common';
import { OrdersService } from '../orders/orders.service';

export const PAYMENT_EVENTS_QUEUE = 'order.payment-events';

/**
 * Moves card orders on when the payment service reports the provider's verdict. The event bus acks
 * after handling, retries failures and skips event ids it has seen; the orders service's conditional
 * updates make a repeat harmless even when the inbox forgets.
 */
@Injectable()
export class PaymentEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly orders: OrdersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: PAYMENT_EVENTS_QUEUE,
      events: [PaymentEvents.paymentSucceeded, PaymentEvents.paymentFailed],
      handler: (event) => this.handle(event),
    });
  }

  async handle(event: IntegrationEvent<PaymentSucceededPayload | PaymentFailedPayload>): Promise<void> {
    switch (event.type) {
      case PaymentEvents.paymentSucceeded: {
        const { orderId, sessionId } = event.payload as PaymentSucceededPayload;
        return this.orders.markPaid(orderId, sessionId);
      }
      case PaymentEvents.paymentFailed: {
        const { orderId, reason } = event.payload as PaymentFailedPayload;
        return this.orders.cancel(orderId, reason);
      }
    }
  }
}
