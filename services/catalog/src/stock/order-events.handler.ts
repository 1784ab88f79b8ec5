import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, onEvent, OrderEvents, OrderPlacedPayload } from '@shop/common';
import { StockService } from './stock.service';

/**
 * A placed (cash on delivery) or paid (card) order confirms the stock reservation made under its id:
 * the units are sold. The events come from the order's outbox, so a confirmation is never lost; one
 * that comes late is also settled by the stock sweeper, which asks the order service at the expiry.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly stock: StockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const confirm = (event: IntegrationEvent<OrderPlacedPayload>) => this.stock.confirm(event.payload.orderId);
    await this.bus.subscribe({
      queue: 'catalog.order-completed',
      handlers: [onEvent(OrderEvents.orderPlaced, confirm), onEvent(OrderEvents.orderPaid, confirm)],
    });
  }
}
