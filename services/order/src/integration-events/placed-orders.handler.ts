import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, IntegrationEvent, onEvent, OrderEvents, OrderPlacedPayload } from '@shop/common';
import { Types } from 'mongoose';
import { OrdersService } from '../orders/orders.service';

export const PLACED_ORDERS_QUEUE = 'order.close-other-checkouts';

/**
 * An order placed (cash on delivery) or paid (card) closes its buyer's other open card checkouts. The
 * orders service does so right after placing; these events, stored with the order, repeat it when that
 * failed or the process stopped in between. Cancelling is conditional, so a repeat changes nothing.
 */
@Injectable()
export class PlacedOrdersHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly orders: OrdersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const closeOthers = ({ payload }: IntegrationEvent<OrderPlacedPayload>) =>
      this.orders.closeOtherCheckouts(new Types.ObjectId(payload.orderId));
    await this.bus.subscribe({
      queue: PLACED_ORDERS_QUEUE,
      handlers: [onEvent(OrderEvents.orderPlaced, closeOthers), onEvent(OrderEvents.orderPaid, closeOthers)],
    });
  }
}
