import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { EventBus, onEvent, OrderEvents, OrderLifecycleEvents } from '@shop/common';
import { BookingsService } from '../bookings/bookings.service';

/**
 * A paid card order keeps its slot's place for good (a cash order's booking was final when taken); a
 * cancelled one hands it back, once (the slot forgets the booking in the write that frees the place, so
 * a redelivered event frees nothing more). Both events name the order's slot; only orders with a slot
 * have a booking.
 */
@Injectable()
export class OrderEventsHandler implements OnApplicationBootstrap {
  constructor(
    private readonly bus: EventBus,
    private readonly bookings: BookingsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.subscribe({
      queue: 'delivery.order-completed',
      handlers: [
        onEvent(OrderEvents.orderPaid, async ({ payload }) => {
          // An order without a slot has no booking: nothing to read. (One paid before the events named
          // the slot is confirmed by the sweeper at its booking's expiry.)
          if (payload.slotId) await this.bookings.confirm(payload.orderId, payload.slotId);
        }),
      ],
      // Cash orders' bookings were held until order.placed confirmed them (a booking held so by an
      // order service of before is confirmed by the sweeper at its expiry).
      retired: [OrderEvents.orderPlaced],
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
