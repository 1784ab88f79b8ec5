import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  DomainError,
  DocumentReads,
  DocumentWrites,
  ProductSnapshot,
  ReservationCancelled,
  ReservationInProgress,
  ReservationInterrupted,
  StockLine,
} from '@shop/common';
import { Model, Types } from 'mongoose';
import { ProductQueries } from '../products/queries/product-queries';
import { ReservationStatus, STOCK_RESERVATION_MODEL, StockReservation } from './stock-reservation.schema';
import { StockStore } from './stock-store';

interface ReservedLine {
  productId: Types.ObjectId;
  quantity: number;
}

/** The states a reservation passes through on its way to settled; one left in them was interrupted. */
const MID_WAY: ReservationStatus[] = ['reserving', 'cancelled', 'releasing', 'confirming'];
const REPEAT_WAIT_MS = 3_000;
const REPEAT_POLL_MS = 50;

/**
 * Stock reservations. Each product's stock is checked and changed by the StockStore, so concurrent
 * checkouts can never sell the same unit twice. The update that takes units also records them in the
 * product's `holds` under the reservation's id, so what a reservation holds is known exactly even when
 * the process dies between two lines: handing stock back (a release, a rejection, the sweeper after a
 * crash) returns exactly the holds it finds, and confirming a reservation just drops them. A
 * reservation takes all its lines or none; the reservation document, keyed by the caller's
 * reservationId, makes repeated reserve and release calls harmless. Its status moves by atomic
 * conditional updates only: whoever moves it from `held` (to `releasing` or `confirming`) is the one
 * who hands the stock back or sells it, so a release and a confirmation can never both happen.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectModel(STOCK_RESERVATION_MODEL) private readonly reservations: Model<StockReservation>,
    private readonly store: StockStore,
    private readonly writes: DocumentWrites,
    private readonly reads: DocumentReads,
    private readonly queries: ProductQueries,
  ) {}

  async snapshots(ids: string[]): Promise<ProductSnapshot[]> {
    const valid = [...new Set(ids.filter((id) => /^[0-9a-f]{24}$/i.test(id)).map((id) => id.toLowerCase()))];
    const found = await this.queries.snapshots(valid.map((id) => new Types.ObjectId(id)));
    const byId = new Map(found.map((snapshot) => [snapshot._id, snapshot]));
    return valid.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
  }

  async reserve(
    reservationId: string,
    lines: StockLine[],
    expiresInSeconds: number,
  ): Promise<{ reservationId: string }> {
    const wanted = mergeLines(lines);
    try {
      await this.reservations.create({
        _id: reservationId,
        status: 'reserving',
        lines: wanted,
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000),
      });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) return this.answerRepeat(reservationId);
      throw error;
    }
    const refusal = (
      await Promise.all(
        wanted.map((line) =>
          this.store.apply(line.productId, { kind: 'take', reservationId, quantity: line.quantity }),
        ),
      )
    ).find(Boolean);
    if (refusal) {
      await this.putBack(reservationId, wanted);
      await this.setStatus(reservationId, ['reserving', 'cancelled'], rejectedWith(refusal));
      throw refusal;
    }
    if (!(await this.setStatus(reservationId, ['reserving'], { status: 'held' }))) {
      // Released while being taken (the caller gave up), or given up by the sweeper: hand it all back.
      await this.putBack(reservationId, wanted);
      throw new ReservationCancelled();
    }
    return { reservationId };
  }

  /** Hands a reservation's stock back; answers whether this call did (a repeat finds nothing to do). */
  async release(reservationId: string): Promise<{ released: boolean }> {
    const reservation = await this.reservations.findById(reservationId).lean<StockReservation>();
    if (!reservation) {
      // Remembered as released, so a reserve request still on its way is not taken later.
      try {
        await this.reservations.create({ _id: reservationId, status: 'released', lines: [], expiresAt: new Date() });
        return { released: false };
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return this.release(reservationId); // the reserve arrived meanwhile
        throw error;
      }
    }
    switch (reservation.status) {
      case 'reserving':
        // Whoever is taking it sees the cancel when it tries to mark it held, and puts everything back.
        if (await this.setStatus(reservationId, ['reserving'], { status: 'cancelled' })) return { released: true };
        return this.release(reservationId);
      case 'held':
        if (!(await this.setStatus(reservationId, ['held'], { status: 'releasing' })))
          return this.release(reservationId);
        // Holds first, status after: a crash in between leaves it releasing, which the sweeper finishes.
        await this.putBack(reservationId, reservation.lines);
        await this.setStatus(reservationId, ['releasing'], { status: 'released' });
        return { released: true };
      default:
        return { released: false };
    }
  }

  /** The order was placed or paid: the units it holds are sold. Repeats do nothing. */
  async confirm(reservationId: string): Promise<void> {
    const reservation = await this.claim(reservationId, 'held', 'confirming');
    if (!reservation) return;
    await this.sell(reservationId, reservation.lines);
    await this.setStatus(reservationId, ['confirming'], { status: 'confirmed' });
  }

  /**
   * The order behind this reservation was placed and is now cancelled: settles the reservation before
   * its units are restocked. 'sold': its units were sold (confirmed here when the order's confirmation
   * has not arrived yet), so they are to be restocked; 'released': the reservation handed them back
   * itself (the sweeper released it at its expiry), so restocking them too would count them twice.
   */
  async settleForRestock(reservationId: string): Promise<'sold' | 'released'> {
    const reservation = await this.reservations.findById(reservationId).lean<StockReservation>();
    switch (reservation?.status) {
      case undefined:
        // Settled reservations are forgotten after a day; a placed order's was confirmed.
        return 'sold';
      case 'held':
        await this.confirm(reservationId);
        return this.settleForRestock(reservationId);
      case 'confirming':
        await this.sell(reservationId, reservation.lines);
        await this.setStatus(reservationId, ['confirming'], { status: 'confirmed' });
        return 'sold';
      case 'confirmed':
        return 'sold';
      case 'reserving':
        // Still being taken (the reserve call is slow): the event is retried later.
        throw new ReservationInProgress();
      default:
        return 'released';
    }
  }

  /**
   * Finishes a reservation whose worker died mid-way: one still being taken (or cancelled meanwhile)
   * gives back whatever its lines hold and ends rejected or released; one being released or confirmed
   * is released or confirmed. Every step is idempotent, so a worker that was only slow does no harm.
   */
  async finishInterrupted(reservationId: string): Promise<void> {
    const reservation = await this.reservations.findById(reservationId).lean<StockReservation>();
    switch (reservation?.status) {
      case 'reserving':
        await this.putBack(reservationId, reservation.lines);
        await this.setStatus(reservationId, ['reserving'], rejectedWith(new ReservationInterrupted()));
        return;
      case 'cancelled':
      case 'releasing':
        await this.putBack(reservationId, reservation.lines);
        await this.setStatus(reservationId, [reservation.status], { status: 'released' });
        return;
      case 'confirming':
        await this.sell(reservationId, reservation.lines);
        await this.setStatus(reservationId, ['confirming'], { status: 'confirmed' });
        return;
    }
  }

  /** Reservations a sweeper settles: left mid-way since before `staleBefore`, or held past their expiry. */
  async unsettled(staleBefore: Date, now: Date, limit: number): Promise<{ interrupted: string[]; expired: string[] }> {
    const [interrupted, expired] = await Promise.all([
      this.reads.idsWhereAnyOf<StockReservation, string>(
        this.reservations,
        'status',
        MID_WAY,
        { updatedAt: { $lt: staleBefore } },
        limit,
      ),
      this.reads.idsWhereAnyOf<StockReservation, string>(
        this.reservations,
        'status',
        ['held'],
        { expiresAt: { $lt: now } },
        limit,
      ),
    ]);
    return { interrupted, expired };
  }

  /** The order is not decided yet (a card payment is pending): ask again later. */
  async extend(reservationId: string, seconds: number): Promise<void> {
    await this.setStatus(reservationId, ['held'], { expiresAt: new Date(Date.now() + seconds * 1000) });
  }

  /** Finished reservations are kept a while to answer repeats, then dropped. */
  async forgetSettled(before: Date): Promise<void> {
    await this.reservations.deleteMany({
      status: { $in: ['confirmed', 'released', 'rejected'] },
      updatedAt: { $lt: before },
    });
  }

  /** Gives back what the reservation holds of these lines' products, exactly once. */
  private async putBack(reservationId: string, lines: { productId: Types.ObjectId }[]): Promise<void> {
    await Promise.all(lines.map((line) => this.store.apply(line.productId, { kind: 'giveBack', reservationId })));
  }

  /** Drops the reservation's holds of these lines' products: the units are sold. */
  private async sell(reservationId: string, lines: { productId: Types.ObjectId }[]): Promise<void> {
    await Promise.all(lines.map((line) => this.store.apply(line.productId, { kind: 'sell', reservationId })));
  }

  /** Changes a reservation only from one of the `from` states, atomically; answers whether it did. */
  private async setStatus(
    reservationId: string,
    from: ReservationStatus[],
    change: Partial<StockReservation>,
  ): Promise<boolean> {
    const { modifiedCount } = await this.writes.atomically(this.reservations, reservationId, () =>
      this.reservations.updateOne({ _id: reservationId, status: { $in: from } }, { $set: change }),
    );
    return modifiedCount === 1;
  }

  /** Moves a reservation from `from` to `to` and answers it, in one atomic update; null when it was not in `from`. */
  private claim(
    reservationId: string,
    from: ReservationStatus,
    to: ReservationStatus,
  ): Promise<StockReservation | null> {
    return this.writes.atomically(this.reservations, reservationId, () =>
      this.reservations
        .findOneAndUpdate({ _id: reservationId, status: from }, { $set: { status: to } })
        .lean<StockReservation>(),
    );
  }

  /** A reservationId seen before: answer as the first call did (waiting briefly if it is still running). */
  private async answerRepeat(reservationId: string): Promise<{ reservationId: string }> {
    const deadline = Date.now() + REPEAT_WAIT_MS;
    for (;;) {
      const existing = await this.reservations.findById(reservationId).lean<StockReservation>();
      if (existing?.status === 'rejected')
        throw new DomainError(
          existing.reasonCode ?? 'CONFLICT',
          existing.reasonStatus ?? 409,
          existing.reason ?? 'The reservation was refused',
        );
      if (existing && existing.status !== 'reserving') return { reservationId };
      if (Date.now() > deadline) throw new ReservationInProgress();
      await new Promise((resolve) => setTimeout(resolve, REPEAT_POLL_MS));
    }
  }
}

/** One line per product (a cart may list the same product twice), ordered by id. */
export function mergeLines(lines: StockLine[]): ReservedLine[] {
  const totals = new Map<string, number>();
  for (const line of lines)
    totals.set(line.productId.toLowerCase(), (totals.get(line.productId.toLowerCase()) ?? 0) + line.quantity);
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, quantity]) => ({ productId: new Types.ObjectId(id), quantity }));
}

/** A rejected reservation keeps its refusal, so a caller repeating the same id is refused the same way. */
function rejectedWith({ message, code, status }: DomainError): Partial<StockReservation> {
  return { status: 'rejected', reason: message, reasonCode: code, reasonStatus: status };
}
