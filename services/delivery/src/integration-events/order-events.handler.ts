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
 * redelivered event frees nothing more). Both events name the order's slot; only orders with a slot
 * have a booking.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // An order without a slot has no booking: nothing to read. (An order placed before the events named
    // the slot is confirmed by the sweeper at its booking's expiry.)
    const confirm = async ({ payload }: IntegrationEvent<OrderPlacedPayload>) => {
      if (payload.slotId) await this.bookings.confirm(payload.orderId, payload.slotId);
    };
    await this.bus.subscribe({
      queue: 'delivery.order-completed',
      handlers: [onEvent(OrderEvents.orderPlaced, confirm), onEvent(OrderEvents.orderPaid, confirm)],
    });
    await this.bus.subscribe({
      queue: 'delivery.order-cancelled',
      handlers: [
        onEvent(OrderLifecycleEvents.orderStatusChanged, async ({ payload }) => {
          const slotId = payload.delivery?.slot?._id;
          if (payload.to === 'CANCELLED' && slotId) await this.bookings.release(payload.orderId, slotId);
        }),
      ],
    });
  }
}
