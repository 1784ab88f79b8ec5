import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import {
  EventBus,
  IntegrationEvent,
  onEvent,
  OrderEvents,
  OrderLifecycleEvents,
  OrderPlacedPayload,
} from '@shop/common';
import { BookingsService } from '../bookings/bookings.service';

/**
 * A placed (cash on delivery) or paid (card) order keeps its slot's place for good; a cancelled one
 * hands it back, once (the slot forgets the booking in the write that frees the place, so a
 * redelivered event frees nothing more). Orders without a slot have no booking and cost one lookup.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const confirm = (event: IntegrationEvent<OrderPlacedPayload>) => this.bookings.confirm(event.payload.orderId);
    await this.bus.subscribe({
      queue: 'delivery.order-completed',
      handlers: [onEvent(OrderEvents.orderPlaced, confirm), onEvent(OrderEvents.orderPaid, confirm)],
    });
    await this.bus.subscribe({
      queue: 'delivery.order-cancelled',
      handlers: [
        onEvent(OrderLifecycleEvents.orderStatusChanged, async ({ payload }) => {
          if (payload.to === 'CANCELLED') await this.bookings.release(payload.orderId, false);
        }),
      ],
    });
  }
}
