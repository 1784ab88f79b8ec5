import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, OrderEvents, OrderPlacedPayload, StockLine } from '@shop/common';
import { CartService } from '../cart/cart.service';

/**
 * A placed (cash on delivery) or paid (card) order takes the quantities it bought out of the buyer's
 * cart. The bus skips redelivered events; the store also clears each order only once, so receiving
 * both order.placed and order.paid for one order has no second effect.
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
    const { orderId, userId, lines } = event.payload ?? {};
    if (typeof orderId !== 'string' || typeof userId !== 'string' || !Array.isArray(lines) || !lines.every(isStockLine)) {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
      return;
    }
    await this.cart.removeOrdered(userId, orderId, lines);
  }
}

function isStockLine(line: unknown): line is StockLine {
  const candidate = line as StockLine;
  return typeof candidate?.productId === 'string' && Number.isInteger(candidate.quantity) && candidate.quantity > 0;
}
