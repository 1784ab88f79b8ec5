import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { DocumentWrites, embeddedChanges } from '@shop/common';
import { Model } from 'mongoose';
import { applyPlaceChanges, PlaceChange, PlaceResult, takeRefusedAt } from './place-changes';
import { SLOT_PLACE_MODEL, SlotPlace } from './slot-place.schema';

/** A change's result, and the places the slot has taken once its batch was written. */
export interface Applied {
  result: PlaceResult;
  taken: number;
}

interface Pending {
  change: PlaceChange;
  resolve: (applied: Applied) => void;
  reject: (error: unknown) => void;
}

const DUPLICATE_KEY = 11000;

/**
 * The one writer of slot places. Each slot's changes are applied in arrival order, and those that
 * arrive while a write is under way go together in the next one: one read-and-rewrite of the slot
 * (DocumentWrites, atomic on either engine) for a whole batch, so a hundred shoppers racing for one
 * slot cost a few writes, and exactly its capacity of them get a place. A final take that arrives alone
 * (a cash order's) is one conditional write instead (takeFinal).
 */
@Injectable()
export class SlotPlaces {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    @InjectModel(SLOT_PLACE_MODEL) private readonly places: Model<SlotPlace>,
    private readonly writes: DocumentWrites,
  ) {}

  apply(slotId: string, change: PlaceChange): Promise<Applied> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(slotId);
      if (queue) {
        queue.push({ change, resolve, reject });
        return;
      }
      this.queues.set(slotId, [{ change, resolve, reject }]);
      void this.drain(slotId);
    });
  }

  /** How many places each slot has taken (0 for a slot nobody booked yet). */
  async takenIn(slotIds: string[]): Promise<Map<string, number>> {
    // One read by id each: FerretDB answers `$in` by decoding the whole collection (services/README.md, "Storage seam").
    const found = await Promise.all(
      slotIds.map((slotId) => this.places.findById(slotId, { taken: 1 }).lean<Pick<SlotPlace, '_id' | 'taken'>>()),
    );
    return new Map(found.flatMap((place) => (place ? [[place._id, place.taken] as const] : [])));
  }

  /**
   * Confirms a booking held in the slot by one conditional write of its entry, the slot unread (the
   * checkout's case). The slot's next expiry is left as it was: the sweeper brings it up to date when
   * it passes. False: the booking is not held there (confirmed already, moved, or handed back).
   */
  async confirmHeld(slotId: string, bookingId: string): Promise<boolean> {
    const entry = `bookings.${bookingId}`;
    const { modifiedCount } = await this.writes.atomically(this.places, slotId, () =>
      this.places.updateOne(
        { _id: slotId, [entry]: { $exists: true, $ne: 'confirmed' } },
        { $set: { [entry]: 'confirmed' } },
      ),
    );
    return modifiedCount > 0;
  }

  async find(slotId: string): Promise<SlotPlace | undefined> {
    return (await this.places.findById(slotId).lean<SlotPlace>()) ?? undefined;
  }

  /** Slots with a held booking whose expiry has passed. */
  async withExpiredHolds(now: Date, limit: number): Promise<SlotPlace[]> {
    const holding = await this.places.find({ holding: true }).limit(limit).lean<SlotPlace[]>();
    return holding.filter((place) => place.nextExpiry && place.nextExpiry.getTime() <= now.getTime());
  }

  /**
   * A final take alone (a cash order's, the checkout's usual case) by one conditional write, the slot
   * unread: no expiry to bring up to date. Undefined when it did not match (no document yet, full,
   * closed, late, or booked already): the read-and-rewrite then decides, and says which.
   */
  private async takeFinal(slotId: string, take: Extract<PlaceChange, { kind: 'take' }>): Promise<number | undefined> {
    const entry = `bookings.${take.bookingId}`;
    const updated = await this.writes.atomically(this.places, slotId, async () => {
      if (takeRefusedAt(take, Date.now())) return null;
      return this.places
        .findOneAndUpdate(
          { _id: slotId, taken: { $lt: take.capacity }, [entry]: { $exists: false } },
          { $inc: { taken: 1 }, $set: { [entry]: 'confirmed' } },
          // The whole document: FerretDB 1.24 answers findAndModify's projection with "not implemented".
          { new: true },
        )
        .lean<Pick<SlotPlace, 'taken'>>();
    });
    return updated?.taken;
  }

  private async drain(slotId: string): Promise<void> {
    for (;;) {
      const batch = this.queues.get(slotId)!;
      if (!batch.length) {
        this.queues.delete(slotId);
        return;
      }
      this.queues.set(slotId, []);
      try {
        const { results, taken } = await this.write(
          slotId,
          batch.map((pending) => pending.change),
        );
        batch.forEach((pending, index) => pending.resolve({ result: results[index], taken }));
      } catch (error) {
        batch.forEach((pending) => pending.reject(error));
      }
    }
  }

  private async write(slotId: string, changes: PlaceChange[]): Promise<{ results: PlaceResult[]; taken: number }> {
    const [only] = changes;
    if (changes.length === 1 && only.kind === 'take' && only.entry === 'confirmed') {
      const taken = await this.takeFinal(slotId, only);
      if (taken !== undefined) return { results: ['taken'], taken };
    }
    let results: PlaceResult[] | undefined;
    let taken = 0;
    const rewrite = () =>
      this.writes.rewrite<SlotPlace>(this.places, slotId, (place) => {
        const outcome = applyPlaceChanges(place, changes, Date.now());
        results = outcome.results;
        taken = outcome.taken;
        const { set, unset } = embeddedChanges('bookings', place.bookings, outcome.bookings);
        const holding = outcome.nextExpiry !== null;
        const expiryMoved =
          (place.nextExpiry?.getTime() ?? null) !== (outcome.nextExpiry?.getTime() ?? null) ||
          place.holding !== holding;
        if (!Object.keys(set).length && !unset && !expiryMoved) return undefined;
        return {
          $set: { ...set, taken: outcome.taken, nextExpiry: outcome.nextExpiry, holding },
          ...(unset ? { $unset: unset } : {}),
        };
      });
    await rewrite();
    if (results) return { results, taken };
    // No document yet: a take creates it (a second creator finds it made), then the batch is applied.
    if (!changes.some((change) => change.kind === 'take')) return { results: changes.map(() => false), taken: 0 };
    await this.places
      .updateOne(
        { _id: slotId },
        { $setOnInsert: { taken: 0, bookings: {}, nextExpiry: null, holding: false } },
        { upsert: true },
      )
      .catch((error: { code?: number }) => {
        if (error.code !== DUPLICATE_KEY) throw error;
      });
    await rewrite();
    if (!results) throw new Error(`slot place ${slotId} vanished while being booked`);
    return { results, taken };
  }
}
