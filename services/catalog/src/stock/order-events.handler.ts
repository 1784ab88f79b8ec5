import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, OrderEvents, OrderPlacedPayload } from '@shop/common';
import { StockService } from './stock.service';

/**
 * A placed (cash on delivery) or paid (card) order confirms the stock reservation made under its id:
 * the units are sold. The events come from the order's outbox, so a confirmation is never lost; one
 * that comes late is also settled by the stock sweeper, which asks the order service at the expiry.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('OrderEvents');

  constructor(
    private readonly bus: EventBus,
    private readonly stock: StockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'catalog.order-completed',
      events: [OrderEvents.orderPlaced, OrderEvents.orderPaid],
      handler: (event) => this.handle(event),
    });
  }

  async handle(event: IntegrationEvent<Partial<OrderPlacedPayload>>): Promise<void> {
    const orderId = event.payload?.orderId;
    if (typeof orderId !== 'string' || !orderId) {
      this.logger.warn(`ignored malformed ${event.type} event ${event.id}`);
      return;
    }
    await this.stock.confirm(orderId);
  }
}
