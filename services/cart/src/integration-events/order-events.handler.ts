import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, onEvent, OrderEvents, OrderPlacedPayload } from '@shop/common';
import { CartService } from '../cart/cart.service';

/**
 * A placed (cash on delivery) or paid (card) order takes the quantities it bought out of the buyer's
 * cart. The order service normally did so already, by RPC, before answering; this event is the retry
 * when that call failed. The store clears each order only once, so the second delivery has no effect.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const removeOrdered = ({ payload }: IntegrationEvent<OrderPlacedPayload>) =>
      this.cart.removeOrdered(payload.userId, payload.orderId, payload.lines);
    await this.bus.subscribe({
      queue: 'cart.order-completed',
      handlers: [onEvent(OrderEvents.orderPlaced, removeOrdered), onEvent(OrderEvents.orderPaid, removeOrdered)],
    });
  }
}
