import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobLeases } from '@shop/common';
import { DELIVERY_ENV, DeliveryEnv } from '../config';
import { OrderClient } from '../remote/order.client';
import { BookingsService } from './bookings.service';
import { expiryOf } from './place-changes';
import { SlotPlaces } from './slot-places';

const BATCH = 100;
/** Longer than a round of one batch takes; a replica that dies mid-round frees the job after it. */
const LEASE_MS = 60_000;
/** A card order waiting for its payment is asked about again after this long. */
const WAIT_SECONDS = 60;

/**
 * Nothing stays booked for an order that never came. Each round, in one replica at a time: bookings
 * held past their expiry without a confirmation are settled by asking the order service what became of
 * the order (kept when it was placed or paid, handed back when there is none, asked again later while it
 * is undecided; when it cannot answer, nothing is handed back and the next round asks again), and moves
 * whose worker died are finished.
 */
@Injectable()
export class BookingSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BookingSweeper');
  private stop?: () => void;

  constructor(
    private readonly places: SlotPlaces,
    private readonly bookings: BookingsService,
    private readonly orders: OrderClient,
    private readonly leases: JobLeases,
    @Inject(DELIVERY_ENV) private readonly env: DeliveryEnv,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.leases.every('booking-sweep', this.env.DELIVERY_SWEEP_INTERVAL_MS, LEASE_MS, () => this.sweep());
  }

  onApplicationShutdown(): void {
    this.stop?.();
  }

  private async sweep(): Promise<void> {
    const now = new Date();
    for (const place of await this.places.withExpiredHolds(now, BATCH)) {
      const expired = Object.entries(place.bookings).filter(
        ([, entry]) => (expiryOf(entry) ?? Infinity) <= now.getTime(),
      );
      for (const [bookingId] of expired) await this.settle(bookingId, place._id);
      // A confirmation leaves the slot's next expiry as it was: brought up to date here, once it passed.
      await this.places.apply(place._id, { kind: 'recompute' });
    }
    const staleBefore = new Date(now.getTime() - this.env.DELIVERY_BOOKING_STALE_SECONDS * 1000);
    for (const booking of await this.bookings.interruptedMoves(staleBefore, BATCH))
      await this.bookings.finishMove(booking).catch((error: Error) => {
        this.logger.warn(`move of ${booking._id} to ${booking.moving} given up: ${error.message}`);
      });
  }

  private async settle(bookingId: string, slotId: string): Promise<void> {
    const { outcome } = await this.orders.reservationOutcome(bookingId);
    if (outcome === 'keep') await this.bookings.confirm(bookingId, slotId);
    else if (outcome === 'release') {
      await this.bookings.release(bookingId, slotId);
      this.logger.log(`booking ${bookingId} in ${slotId} expired without an order: its place handed back`);
    } else await this.bookings.extend(bookingId, slotId, WAIT_SECONDS);
  }
}
