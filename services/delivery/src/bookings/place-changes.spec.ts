import { applyPlaceChanges, heldUntil, PlaceChange } from './place-changes';

const take = (bookingId: string, capacity = 2, notAfter = 2_000): PlaceChange => ({
  kind: 'take',
  bookingId,
  capacity,
  closesAt: 1_000,
  notAfter,
  entry: heldUntil(500),
});

describe('slot place changes', () => {
  it('takes places up to the capacity, each booking once', () => {
    const outcome = applyPlaceChanges({ taken: 0, bookings: {} }, [take('a'), take('a'), take('b'), take('c')], 0);
    expect(outcome.results).toEqual(['taken', 'already', 'taken', 'full']);
    expect(outcome.taken).toBe(2);
    expect(outcome.nextExpiry).toEqual(new Date(500));
  });

  it('refuses a new booking once the slot has closed, but answers a repeat of one it took', () => {
    const place = { taken: 1, bookings: { a: heldUntil(500) } };
    expect(applyPlaceChanges(place, [take('a'), take('b')], 1_000).results).toEqual(['already', 'closed']);
  });

  it('refuses a take written after its booker stopped waiting, up to that instant included', () => {
    const outcome = applyPlaceChanges({ taken: 0, bookings: {} }, [take('a', 2, 300), take('b', 2, 299)], 300);
    expect(outcome.results).toEqual(['taken', 'late']);
    expect(outcome).toMatchObject({ taken: 1, bookings: { a: heldUntil(500) } });
  });

  it('hands a place back once, and confirms a held booking for good', () => {
    const place = { taken: 2, bookings: { a: heldUntil(500), b: heldUntil(700) } };
    const outcome = applyPlaceChanges(
      place,
      [
        { kind: 'release', bookingId: 'a' },
        { kind: 'release', bookingId: 'a' },
        { kind: 'confirm', bookingId: 'b' },
        { kind: 'extend', bookingId: 'b', expiresAt: 9_000 },
      ],
      0,
    );
    expect(outcome.results).toEqual([true, false, true, false]);
    expect(outcome).toMatchObject({ taken: 1, bookings: { b: 'confirmed' }, nextExpiry: null });
  });

  it('brings the next expiry up to date without changing a booking', () => {
    // b was confirmed by a write of its entry alone: the expiry still read b's.
    const place = { taken: 2, bookings: { a: heldUntil(900), b: 'confirmed' as const } };
    const outcome = applyPlaceChanges(place, [{ kind: 'recompute' }], 0);
    expect(outcome).toMatchObject({ results: [true], taken: 2, bookings: place.bookings, nextExpiry: new Date(900) });
  });
});
