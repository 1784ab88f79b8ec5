import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderEvents } from '@shop/common';
import { CheckoutClosingService } from '../closing/checkout-closing.service';

export const ORDER_EVENTS_QUEUE = 'payment.order-cancelled';

/**
 * A cancelled order's checkout session is closed (or its payment refunded). The event bus retries a
 * failure (the provider unreachable); each step is conditional, so a repeat changes nothing.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly closing: CheckoutClosingService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: ORDER_EVENTS_QUEUE,
      handlers: [
        onEvent(OrderEvents.orderCancelled, ({ payload }) =>
          this.closing.closeForOrder(payload.orderId, payload.reason),
        ),
      ],
    });
  }
}
