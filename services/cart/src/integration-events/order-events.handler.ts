import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, OrderEvents, OrderPlacedPayload } from '@shop/common';
import { CartService } from '../cart/cart.service';
import { orderedLinesOf } from '../cart/ordered-lines';

/**
 * A placed (cash on delivery) or paid (card) order takes the quantities it bought out of the buyer's
 * cart. The order service normally did so already, by RPC, before answering; this event is the retry
 * when that call failed. The store clears each order only once, so the second delivery has no effect.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderEvents');

  constructor(
    private readonly bus: EventBus,
    private readonly cart: CartService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'cart.order-completed',
      events: [OrderEvents.orderPlaced, OrderEvents.orderPaid],
      handler: (event) => this.handle(event),
    });
  }

  async handle(event: IntegrationEvent<Partial<OrderPlacedPayload>>): Promise<void> {
    const ordered = orderedLinesOf(event.payload);
    if (!ordered) {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
      return;
    }
    await this.cart.removeOrdered(ordered.userId, ordered.orderId, ordered.lines);
  }
}
