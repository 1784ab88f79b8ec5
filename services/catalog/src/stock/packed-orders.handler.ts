import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderLifecycleEvents, OrderStatusChangedPayload } from '@shop/common';
import { RestockService } from './restock.service';
import { StockService } from './stock.service';

/** The order id names the products' records of the restock, so it must be a plain field name. */
const FIELD_SAFE_ID = /^[0-9a-f]{24}$/i;

/**
 * A pack that changed the bag (issue 38) moves stock twice, each exactly once: the substitutes'
 * reservation is confirmed (its units are sold), and the units left out, short or replaced, go back
 * to the shelf under the restock id `<orderId>-packed` (RestockService; an adjusted pack is never
 * undone, so an order has at most one). A repeat of the event finds both done.
 */
@Injectable()
export class PackedOrdersHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('PackedOrders');

  constructor(
    private readonly bus: EventBus,
    private readonly stock: StockService,
    private readonly restocks: RestockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'catalog.order-packed',
      handlers: [onEvent(OrderLifecycleEvents.orderStatusChanged, ({ payload }) => this.onStatusChanged(payload))],
    });
  }

  private async onStatusChanged({ orderId, to, packed }: OrderStatusChangedPayload): Promise<void> {
    if (to !== 'PACKED' || !packed) return;
    if (!FIELD_SAFE_ID.test(orderId)) {
      this.logger.error(`order ${orderId} was packed with changes, but its id is not an order id: stock left as is`);
      return;
    }
    if (packed.substituteReservationId) await this.stock.confirm(packed.substituteReservationId);
    if (packed.returned.length) await this.restocks.restock(`${orderId.toLowerCase()}-packed`, packed.returned);
  }
}
