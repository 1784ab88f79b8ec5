import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderLifecycleEvents, OrderStatusChangedPayload } from '@shop/common';
import { RestockService } from './restock.service';

/** Statuses whose order's units were sold: cancelling from them puts the units back on the shelf. */
const SOLD_FROM = new Set(['PLACED', 'PAID', 'PACKED', 'DELIVERY_FAILED']);
/** The order id names each product's record of what it gave back, so it must be a plain field name. */
const FIELD_SAFE_ID = /^[0-9a-f]{24}$/i;

/**
 * An order cancelled after it was placed or paid gives its lines' units back, exactly once (see
 * RestockService). Cancelling an order still waiting for its payment releases its reservation
 * instead (the order service's catalog.release-stock), so those changes are not restocked here.
 */
@Injectable()
export class CancelledOrdersHandler implements OnApplicationBootstrap {
  private readonly logger = new Logger('CancelledOrders');

  constructor(
    private readonly bus: EventBus,
    private readonly restocks: RestockService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'catalog.order-cancelled',
      handlers: [onEvent(OrderLifecycleEvents.orderStatusChanged, ({ payload }) => this.onStatusChanged(payload))],
    });
  }

  private async onStatusChanged({ orderId, from, to, lines }: OrderStatusChangedPayload): Promise<void> {
    if (to !== 'CANCELLED' || !from || !SOLD_FROM.has(from)) return;
    if (!FIELD_SAFE_ID.test(orderId)) {
      this.logger.error(`order ${orderId} was cancelled, but its id is not an order id: nothing restocked`);
      return;
    }
    await this.restocks.restock(orderId.toLowerCase(), lines);
  }
}
