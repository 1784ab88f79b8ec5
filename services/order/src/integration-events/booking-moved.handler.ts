import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DeliveryEvents, EventBus, onEvent } from '@shop/common';
import { OrdersService } from '../orders/orders.service';

export const BOOKING_MOVED_QUEUE = 'order.booking-moved';

/** An admin moved an order to another delivery slot: the order shows it and is listed under it. */
@Injectable()
export class BookingMovedHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly orders: OrdersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: BOOKING_MOVED_QUEUE,
      handlers: [
        onEvent(DeliveryEvents.bookingMoved, async ({ payload }) => {
          await this.orders.moveToSlot(payload.orderId, payload.slot);
        }),
      ],
    });
  }
}
