import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, PaymentEvents } from '@shop/common';
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
      handlers: [
        onEvent(PaymentEvents.paymentSucceeded, ({ payload }) =>
          this.orders.markPaid(payload.orderId, payload.sessionId),
        ),
        onEvent(PaymentEvents.paymentFailed, async ({ payload }) => {
          await this.orders.cancel(payload.orderId, payload.reason);
        }),
      ],
    });
  }
}
