import { DocumentLocks, FerretDbDocumentWrites, lockKey } from '@shop/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import mongoose, { Connection, Model } from 'mongoose';
import { heldUntil, PlaceChange } from './place-changes';
import { SlotPlace, slotPlaceSchema } from './slot-place.schema';
import { SlotPlaces } from './slot-places';

// Against the local FerretDB and Redis, in a database of its own that is dropped afterwards. Two
// SlotPlaces stand for two replicas: each batches its own callers, and the slot's lock orders the two.
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';

describe('SlotPlaces on FerretDB, two replicas racing', () => {
  let connection: Connection;
  let model: Model<SlotPlace>;
  let redis: Redis;
  let replicas: SlotPlaces[];

  beforeAll(async () => {
    connection = await mongoose
      .createConnection(MONGO_URL, { dbName: `test_slot_places_${randomUUID().slice(0, 8)}` })
      .asPromise();
    model = connection.model('SlotPlace', slotPlaceSchema);
    await model.init();
    redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: `test-${randomUUID()}:` });
    replicas = [0, 1].map(() => new SlotPlaces(model, new FerretDbDocumentWrites(new DocumentLocks(redis))));
  });

  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
    redis.disconnect();
  });

  const take = (bookingId: string, capacity: number): Extract<PlaceChange, { kind: 'take' }> => ({
    kind: 'take',
    bookingId,
    capacity,
    closesAt: Date.now() + 3_600_000,
    notAfter: Date.now() + 60_000,
    entry: heldUntil(Date.now() + 60_000),
  });

  it('gives a slot with 5 places to exactly 5 of 100 bookings', async () => {
    const slotId = `slot-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        replicas[index % 2].apply(slotId, take(`order-${index}`, 5)).then((applied) => applied.result),
      ),
    );
    expect(results.filter((result) => result === 'taken')).toHaveLength(5);
    expect(results.filter((result) => result === 'full')).toHaveLength(95);
    const place = await model.findById(slotId).lean<SlotPlace>();
    expect(place!.taken).toBe(5);
    expect(Object.keys(place!.bookings).sort()).toEqual(
      results.flatMap((result, index) => (result === 'taken' ? [`order-${index}`] : [])).sort(),
    );
  });

  it('gives exactly 5 places to 100 final bookings (a cash order’s single write) racing on two replicas, one each', async () => {
    const slotId = `slot-${randomUUID()}`;
    const final = (bookingId: string): PlaceChange => ({ ...take(bookingId, 5), entry: 'confirmed' });
    // The first creates the document; the rest race for the four places left, some of them repeats.
    await replicas[0].apply(slotId, final('order-0'));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        replicas[index % 2].apply(slotId, final(`order-${index % 60}`)).then((applied) => applied.result),
      ),
    );
    const place = (await model.findById(slotId).lean<SlotPlace>())!;
    expect(place.taken).toBe(5);
    expect(Object.values(place.bookings)).toEqual(Array(5).fill('confirmed'));
    expect(results.filter((result) => result === 'taken')).toHaveLength(4);
    expect(results.filter((result) => result !== 'taken' && result !== 'full' && result !== 'already')).toEqual([]);
  });

  it('hands a place back once, however many releases race, and the next booking gets it', async () => {
    const slotId = `slot-${randomUUID()}`;
    await replicas[0].apply(slotId, take('first', 1));
    const releases = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        replicas[index % 2].apply(slotId, { kind: 'release', bookingId: 'first' }).then((applied) => applied.result),
      ),
    );
    expect(releases.filter((released) => released === true)).toHaveLength(1);
    expect((await model.findById(slotId).lean<SlotPlace>())!.taken).toBe(0);
    const next = await Promise.all([
      replicas[0].apply(slotId, take('second', 1)),
      replicas[1].apply(slotId, take('third', 1)),
    ]);
    expect(next.map((applied) => applied.result).sort()).toEqual(['full', 'taken']);
    expect(next.map((applied) => applied.taken)).toEqual([1, 1]);
  });

  it('confirms a held booking by its entry alone, once, racing a release of another; the sweeper then updates the expiry', async () => {
    const slotId = `slot-${randomUUID()}`;
    await Promise.all([replicas[0].apply(slotId, take('held', 3)), replicas[1].apply(slotId, take('leaving', 3))]);
    const [confirmed, again, released] = await Promise.all([
      replicas[0].confirmHeld(slotId, 'held'),
      replicas[1].confirmHeld(slotId, 'held'),
      replicas[1].apply(slotId, { kind: 'release', bookingId: 'leaving' }),
    ]);
    expect([confirmed, again].sort()).toEqual([false, true]);
    expect(released.result).toBe(true);
    expect(await replicas[0].confirmHeld(slotId, 'never-booked')).toBe(false);
    const place = (await model.findById(slotId).lean<SlotPlace>())!;
    expect(place).toMatchObject({ taken: 1, bookings: { held: 'confirmed' } });
    await replicas[0].apply(slotId, { kind: 'recompute' });
    expect(await model.findById(slotId).lean<SlotPlace>()).toMatchObject({ nextExpiry: null, holding: false });
  });

  it('refuses a final take written after its deadline, though sent in time: it holds no place for good', async () => {
    const slotId = `slot-${randomUUID()}`;
    await replicas[1].apply(slotId, take('other', 3));
    // Another replica's write holds the slot past the take's deadline (the order service gave up meanwhile).
    let freeSlot!: () => void;
    const busy = new DocumentLocks(redis).withLock(
      lockKey('slot_places', slotId),
      () => new Promise<void>((resolve) => (freeSlot = resolve)),
    );
    const late = replicas[0].apply(slotId, { ...take('late', 3), notAfter: Date.now() + 20, entry: 'confirmed' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    freeSlot();
    await busy;
    expect((await late).result).toBe('late');
    // The order service's release, which went first, found nothing; the slot holds only the other booking.
    expect((await replicas[1].apply(slotId, { kind: 'release', bookingId: 'late' })).result).toBe(false);
    const place = (await model.findById(slotId).lean<SlotPlace>())!;
    expect(place.taken).toBe(1);
    expect(Object.keys(place.bookings)).toEqual(['other']);
  });
});
