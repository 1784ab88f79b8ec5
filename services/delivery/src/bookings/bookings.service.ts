import { Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BookSlotRequest,
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
import { BookingElsewhere, BookingNotFound, BookingTooLate } from '../delivery.errors';
import { OrderClient } from '../remote/order.client';
import { toDeliverySlot } from '../slots/slot-view';
import { SlotsService } from '../slots/slots.service';
import { BOOKING_SLOT_MODEL, BookingSlot } from './booking-slot.schema';
import { heldUntil } from './place-changes';
import { SlotPlaces } from './slot-places';

const DUPLICATE_KEY = 11000;

/**
 * Bookings of slot capacity, booked like stock: a checkout takes a place all or nothing (book), for good
 * for a cash order and held until its payment for a card order, a cancellation or a failed checkout
 * hands it back once (release), and a held booking nobody confirmed by its expiry is settled by the
 * sweeper. Every place is taken and given back by SlotPlaces, in the slot's own document: a checkout
 * writes nothing else. Only an admin's move leaves a record (BookingSlot) of where the booking went.
 */
@Injectable()
export class BookingsService {
  private readonly logger = new Logger('Bookings');

  constructor(
    @InjectModel(BOOKING_SLOT_MODEL) private readonly bookingSlots: Model<BookingSlot>,
    private readonly places: SlotPlaces,
    private readonly slots: SlotsService,
    private readonly writes: DocumentWrites,
    private readonly orders: OrderClient,
    private readonly bus: EventBus,
  ) {}

  /**
   * A place in the slot for the booking (an order's id); repeating it has no further effect. Final when
   * taken without an expiry (a cash order's); one with an expiry is held until its order is paid, or
   * settled by the sweeper then. Refused past `notAfter`, when its checkout stopped waiting.
   */
  async book({ bookingId, slotId, expiresInSeconds, notAfter }: BookSlotRequest): Promise<BookSlotResponse> {
    const now = new Date();
    const found = await this.slots.planned(slotId, now);
    if (!found) throw new SlotNotFound();
    const { result, taken } = await this.places.apply(slotId, {
      kind: 'take',
      bookingId,
      capacity: found.slot.capacity,
      closesAt: found.slot.closesAt.getTime(),
      notAfter: notAfter ?? Number.MAX_SAFE_INTEGER,
      entry: expiresInSeconds === undefined ? 'confirmed' : heldUntil(now.getTime() + expiresInSeconds * 1000),
    });
    if (result === 'full') throw new SlotFull();
    if (result === 'closed') throw new SlotClosed();
    if (result === 'late') throw new BookingTooLate();
    return { bookingId, slot: toDeliverySlot(found.slot, taken, now) };
  }

  /** The card order booked in `slotId` was paid (its event names the slot): its place is kept for good. */
  async confirm(bookingId: string, slotId: string): Promise<void> {
    if (await this.places.confirmHeld(slotId, bookingId)) return;
    // Not held there: confirmed already, or an admin moved it meanwhile (its record says where to).
    const moved = await this.bookingSlots.findById(bookingId).lean<BookingSlot>();
    for (const movedTo of [moved?.slotId, moved?.moving])
      if (movedTo && movedTo !== slotId) await this.places.apply(movedTo, { kind: 'confirm', bookingId });
  }

  /**
   * Hands the booking's place back, once, from `slotId` (where it was booked) and wherever it was
   * moved: the slot's document forgets the booking in the same write that frees its place, so a repeat
   * (a redelivered cancellation, the sweeper after a crash) frees nothing more.
   */
  async release(bookingId: string, slotId: string): Promise<boolean> {
    const moved = await this.bookingSlots.findById(bookingId).lean<BookingSlot>();
    let released = false;
    for (const heldIn of new Set([slotId, moved?.slotId, moved?.moving]))
      if (heldIn)
        released = (await this.places.apply(heldIn, { kind: 'release', bookingId })).result === true || released;
    if (released) this.logger.log(`booking ${bookingId} handed back its place in ${slotId}`);
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
    const booking = await this.bookedSlotOf(orderId);
    if (booking.slotId !== slotId) {
      const recorded = { slotId: booking.slotId, moving: slotId, inMove: true };
      const { matchedCount, upsertedCount } = await this.writes.atomically(this.bookingSlots, orderId, () =>
        (booking.recorded
          ? this.bookingSlots.updateOne(
              { _id: orderId, slotId: booking.slotId, moving: booking.moving },
              { $set: { moving: slotId, inMove: true } },
            )
          : this.bookingSlots.updateOne({ _id: orderId }, { $setOnInsert: recorded }, { upsert: true })
        ).catch((error: { code?: number }) => {
          if (error.code !== DUPLICATE_KEY) throw error;
          return { matchedCount: 0, upsertedCount: 0 };
        }),
      );
      // Recorded meanwhile by another admin's move: theirs goes first.
      if (booking.recorded ? !matchedCount : !upsertedCount) throw new BookingElsewhere();
      await this.finishMove({ _id: orderId, ...recorded });
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
  async finishMove(booking: Pick<BookingSlot, '_id' | 'slotId' | 'moving'>): Promise<void> {
    const to = booking.moving!;
    const [target, from, into] = await Promise.all([
      this.slots.planned(to),
      this.places.find(booking.slotId),
      this.places.find(to),
    ]);
    const entry = from?.bookings[booking._id];
    if (!entry && !into?.bookings[booking._id]) {
      // Handed back meanwhile (its order was cancelled): there is nothing left to move.
      await this.bookingSlots.updateOne({ _id: booking._id, moving: to }, { $set: { moving: null, inMove: false } });
      throw new BookingNotFound();
    }
    const taken = target
      ? (
          await this.places.apply(to, {
            kind: 'take',
            bookingId: booking._id,
            capacity: target.slot.capacity,
            closesAt: Number.MAX_SAFE_INTEGER,
            notAfter: Number.MAX_SAFE_INTEGER,
            entry: entry ?? 'confirmed',
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

  /**
   * Where the order's booking is: its record once an admin moved it, else the slot the order service
   * booked it in. 404 when no slot holds it (no such order, no slot, or handed back).
   */
  private async bookedSlotOf(orderId: string): Promise<{ slotId: string; moving: string | null; recorded: boolean }> {
    const record = await this.bookingSlots.findById(orderId).lean<BookingSlot>();
    const order = record ? undefined : await this.orders.reservationOutcome(orderId);
    const slotId = record?.slotId ?? (order?.outcome === 'keep' ? order.slotId : undefined);
    if (!slotId) throw new BookingNotFound();
    const holding = await Promise.all([slotId, record?.moving].map((id) => (id ? this.places.find(id) : undefined)));
    if (!holding.some((place) => place?.bookings[orderId])) throw new BookingNotFound();
    return { slotId, moving: record?.moving ?? null, recorded: !!record };
  }
}
