import type { BookingEntry, SlotPlace } from './slot-place.schema';

/**
 * take: a place for the booking, unless it has one already, the slot has closed or is full, or the
 * booker stopped waiting (`notAfter`: a take that late may come after the booking's release, and a
 * final one would then never be handed back); `entry` 'confirmed' for a booking that is final when
 * taken (a cash order's, or one moved in from another slot); confirm: its card order was paid;
 * release: hand its place back; extend: settle a held booking later; recompute: only bring the
 * slot's next expiry up to date (a checkout's confirmation writes the booking's entry alone).
 */
export type PlaceChange =
  | { kind: 'take'; bookingId: string; capacity: number; closesAt: number; notAfter: number; entry: BookingEntry }
  | { kind: 'confirm'; bookingId: string }
  | { kind: 'release'; bookingId: string }
  | { kind: 'extend'; bookingId: string; expiresAt: number }
  | { kind: 'recompute' };

/** take: 'taken', 'already' (the booking has its place), 'closed', 'full' or 'late'; the others whether they changed anything. */
export type PlaceResult = 'taken' | 'already' | 'closed' | 'full' | 'late' | boolean;

export const heldUntil = (expiresAt: number): BookingEntry => `held:${expiresAt}`;

/** Why a new take is refused at `now` whatever the slot holds: its booker stopped waiting, or the slot closed. */
export function takeRefusedAt(
  take: Extract<PlaceChange, { kind: 'take' }>,
  now: number,
): 'late' | 'closed' | undefined {
  if (now > take.notAfter) return 'late';
  if (now >= take.closesAt) return 'closed';
  return undefined;
}

export function expiryOf(entry: BookingEntry): number | undefined {
  return entry.startsWith('held:') ? Number(entry.slice(5)) : undefined;
}

/** The slot's bookings and count after the changes, in order, at `now` (the write's clock), with each change's result. */
export function applyPlaceChanges(
  place: Pick<SlotPlace, 'taken' | 'bookings'>,
  changes: PlaceChange[],
  now: number,
): { bookings: Record<string, BookingEntry>; taken: number; nextExpiry: Date | null; results: PlaceResult[] } {
  const bookings = { ...place.bookings };
  let taken = place.taken;
  const results = changes.map((change): PlaceResult => {
    if (change.kind === 'recompute') return true;
    const current = bookings[change.bookingId];
    switch (change.kind) {
      case 'take': {
        if (current) return 'already';
        const refused = takeRefusedAt(change, now);
        if (refused) return refused;
        if (taken >= change.capacity) return 'full';
        bookings[change.bookingId] = change.entry;
        taken += 1;
        return 'taken';
      }
      case 'confirm':
        if (!current || current === 'confirmed') return false;
        bookings[change.bookingId] = 'confirmed';
        return true;
      case 'release':
        if (!current) return false;
        delete bookings[change.bookingId];
        taken -= 1;
        return true;
      case 'extend':
        if (!current || current === 'confirmed') return false;
        bookings[change.bookingId] = heldUntil(change.expiresAt);
        return true;
    }
  });
  const expiries = Object.values(bookings)
    .map(expiryOf)
    .filter((expiry): expiry is number => expiry !== undefined);
  return { bookings, taken, nextExpiry: expiries.length ? new Date(Math.min(...expiries)) : null, results };
}
