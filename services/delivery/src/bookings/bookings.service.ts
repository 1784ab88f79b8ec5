import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BookSlotResponse,
  createEvent,
  DeliveryEvents,
  DocumentWrites,
  EventBus,
  SlotClosed,
  SlotFull,
  SlotNotFound,
} from '@shop/common';
import { Model } from 'mongoose';
import { BookingElsewhere, BookingNotFound, BookingReleased } from '../delivery.errors';
import { toDeliverySlot } from '../slots/slot-view';
import { SlotsService } from '../slots/slots.service';
import { BOOKING_SLOT_MODEL, BookingSlot } from './booking-slot.schema';
import { heldUntil } from './place-changes';
import { SlotPlaces } from './slot-places';

/**
 * Bookings of slot capacity, booked like stock: a checkout takes a place all or nothing (book), its
 * order's events confirm it, a cancellation or a failed checkout hands it back once (release), and a
 * booking nobody confirmed by its expiry is settled by the sweeper. Every place is taken and given back
 * by SlotPlaces, in the slot's own document.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectModel(BOOKING_SLOT_MODEL) private readonly bookingSlots: Model<BookingSlot>,
    private readonly places: SlotPlaces,
    private readonly slots: SlotsService,
    private readonly writes: DocumentWrites,
    private readonly bus: EventBus,
  ) {}

  /** A place in the slot for the booking (an order's id); repeating it has no further effect. */
  async book(bookingId: string, slotId: string, expiresInSeconds: number): Promise<BookSlotResponse> {
    const now = new Date();
    const found = await this.slots.planned(slotId, now);
    if (!found) throw new SlotNotFound();
    const booking = await this.bookingSlotOf(bookingId, slotId);
    if (booking.released) throw new BookingReleased();
    if (booking.slotId !== slotId && booking.moving !== slotId) throw new BookingElsewhere();
    const { result, taken } = await this.places.apply(slotId, {
      kind: 'take',
      bookingId,
      capacity: found.slot.capacity,
      closesAt: found.slot.closesAt.getTime(),
      now: now.getTime(),
      entry: heldUntil(now.getTime() + expiresInSeconds * 1000),
    });
    if (result === 'full') throw new SlotFull();
    if (result === 'closed') throw new SlotClosed();
    return { bookingId, slot: toDeliverySlot(found.slot, taken, now) };
  }

  /** The order booked in `slotId` was placed or paid (its event names the slot): its place is kept for good. */
  async confirmIn(bookingId: string, slotId: string): Promise<void> {
    const { result } = await this.places.apply(slotId, { kind: 'confirm', bookingId });
    // Not held there: moved meanwhile (or confirmed already); the booking's record knows where it is.
    if (result !== true) await this.confirm(bookingId);
  }

  /** The booking's order was placed or paid: its place is kept for good. An order without a slot has none. */
  async confirm(bookingId: string): Promise<void> {
    const booking = await this.bookingSlots.findById(bookingId).lean<BookingSlot>();
    if (!booking || booking.released) return;
    await this.places.apply(booking.slotId, { kind: 'confirm', bookingId });
    if (booking.moving) await this.places.apply(booking.moving, { kind: 'confirm', bookingId });
  }

  /**
   * Hands the booking's place back, once: the slot's document forgets the booking in the same write
   * that frees its place, so a repeat (a redelivered cancellation, the sweeper after a crash) frees
   * nothing more. `remember`: leave a record even when nothing was booked, so a book still on its way
   * under this id takes nothing (the order service's release after a failed checkout).
   */
  async release(bookingId: string, remember: boolean): Promise<boolean> {
    const booking = await this.bookingSlots.findById(bookingId).lean<BookingSlot>();
    if (!booking && !remember) return false;
    await this.writes.atomically(this.bookingSlots, bookingId, () =>
      this.bookingSlots.updateOne(
        { _id: bookingId },
        { $set: { released: true }, $setOnInsert: { slotId: '', moving: null, inMove: false } },
        { upsert: true },
      ),
    );
    if (!booking) return false;
    let released = (await this.places.apply(booking.slotId, { kind: 'release', bookingId })).result === true;
    if (booking.moving)
      released = (await this.places.apply(booking.moving, { kind: 'release', bookingId })).result === true || released;
    if (released) this.logger.log(`booking ${bookingId} handed back its place in ${booking.slotId}`);
    return released;
  }

  /** Settles a held booking later (its order is still waiting for its payment). */
  async extend(bookingId: string, slotId: string, seconds: number): Promise<void> {
    await this.places.apply(slotId, { kind: 'extend', bookingId, expiresAt: Date.now() + seconds * 1000 });
  }

  /**
   * Moves an order's booking to another slot, capacity checked as for an order (an admin may move past
   * a cut-off: they know the van). The move is recorded first, so the sweeper finishes one whose worker
   * died; the order service learns of it by delivery.booking-moved.
   */
  async move(orderId: string, slotId: string): Promise<BookSlotResponse> {
    const now = new Date();
    const target = await this.slots.planned(slotId, now);
    if (!target) throw new SlotNotFound();
    const booking = await this.bookingSlots.findById(orderId).lean<BookingSlot>();
    if (!booking || booking.released || !booking.slotId) throw new BookingNotFound();
    if (booking.slotId !== slotId) {
      const { matchedCount } = await this.writes.atomically(this.bookingSlots, orderId, () =>
        this.bookingSlots.updateOne(
          { _id: orderId, slotId: booking.slotId, released: false, moving: booking.moving },
          { $set: { moving: slotId, inMove: true } },
        ),
      );
      if (!matchedCount) throw new BookingElsewhere();
      await this.finishMove({ ...booking, moving: slotId });
    }
    const place = await this.places.find(slotId);
    const slot = toDeliverySlot(target.slot, place?.taken ?? 0, now);
    // Published again on a repeat: a move whose event was lost reaches the order service then.
    await this.bus.publish(
      createEvent(DeliveryEvents.bookingMoved, {
        orderId,
        slot: {
          _id: slot._id,
          date: slot.date,
          start: slot.start,
          end: slot.end,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
        },
      }),
    );
    return { bookingId: orderId, slot };
  }

  /** Takes the place in the new slot, frees the old one, and points the booking at the new slot; each step repeatable. */
  async finishMove(booking: BookingSlot): Promise<void> {
    const to = booking.moving!;
    const [target, from] = await Promise.all([this.slots.planned(to), this.places.find(booking.slotId)]);
    const entry = from?.bookings[booking._id] ?? 'confirmed';
    const taken = target
      ? (
          await this.places.apply(to, {
            kind: 'take',
            bookingId: booking._id,
            capacity: target.slot.capacity,
            closesAt: Number.MAX_SAFE_INTEGER,
            now: Date.now(),
            entry,
          })
        ).result
      : 'full';
    if (taken !== 'taken' && taken !== 'already') {
      await this.bookingSlots.updateOne({ _id: booking._id, moving: to }, { $set: { moving: null, inMove: false } });
      throw target ? new SlotFull() : new SlotNotFound();
    }
    await this.places.apply(booking.slotId, { kind: 'release', bookingId: booking._id });
    await this.writes.atomically(this.bookingSlots, booking._id, () =>
      this.bookingSlots.updateOne(
        { _id: booking._id, moving: to },
        { $set: { slotId: to, moving: null, inMove: false } },
      ),
    );
  }

  /** Moves whose worker stopped before they finished. */
  async interruptedMoves(staleBefore: Date, limit: number): Promise<BookingSlot[]> {
    const moving = await this.bookingSlots.find({ inMove: true }).limit(limit).lean<BookingSlot[]>();
    return moving.filter((booking) => booking.updatedAt.getTime() < staleBefore.getTime());
  }

  /** The orders booked in a slot: confirmed ones, and held ones whose checkout is under way. */
  async inSlot(slotId: string): Promise<{ orderId: string; status: 'confirmed' | 'held' }[]> {
    const place = await this.places.find(slotId);
    return Object.entries(place?.bookings ?? {}).map(([orderId, entry]) => ({
      orderId,
      status: entry === 'confirmed' ? 'confirmed' : 'held',
    }));
  }

  /** The booking's record, made now unless it exists (one write for a new booking: the checkout's case). */
  private async bookingSlotOf(
    bookingId: string,
    slotId: string,
  ): Promise<Pick<BookingSlot, 'slotId' | 'released' | 'moving' | 'inMove'>> {
    const made = { slotId, released: false, moving: null, inMove: false };
    const { upsertedCount } = await this.bookingSlots
      .updateOne({ _id: bookingId }, { $setOnInsert: made }, { upsert: true })
      .catch((error: { code?: number }) => {
        if (error.code !== 11000) throw error;
        return { upsertedCount: 0 };
      });
    return upsertedCount ? made : (await this.bookingSlots.findById(bookingId).lean<BookingSlot>())!;
  }
}
