import { positionFrame } from './live-events';
import { FIRST_POSITION, ReplayRing } from './replay-ring';

const entry = (id: string, at: number) => ({ id, at, audience: { admins: true } as const, frame: positionFrame(id) });

describe('ReplayRing', () => {
  it('gives every event after the one named, oldest first', () => {
    const ring = new ReplayRing(120_000, 100);
    for (const [id, at] of [
      ['a', 1_000],
      ['b', 2_000],
      ['c', 3_000],
    ] as const)
      ring.add(entry(id, at));
    expect(ring.after('a', 3_000)?.map((kept) => kept.id)).toEqual(['b', 'c']);
    expect(ring.after('c', 3_000)).toEqual([]);
    expect(ring.newestId()).toBe('c');
  });

  it('forgets an id once the events after it are older than its window, and ids it never had: the caller must refetch', () => {
    const ring = new ReplayRing(120_000, 100);
    ring.add(entry('old', 0));
    ring.add(entry('new', 100_000));
    ring.add(entry('newest', 200_000));
    expect(ring.after('old', 200_000)?.map((kept) => kept.id)).toEqual(['new', 'newest']);
    expect(ring.after('old', 220_001)).toBeUndefined();
    expect(ring.after('new', 220_001)?.map((kept) => kept.id)).toEqual(['newest']);
    expect(ring.after('never-given', 220_001)).toBeUndefined();
  });

  it('keeps its newest event however old, so the position a quiet shop gives stays resumable', () => {
    const ring = new ReplayRing(120_000, 100);
    ring.add(entry('quiet', 0));
    expect(ring.after('quiet', 600_000)).toEqual([]);
    expect(ring.newestId()).toBe('quiet');
    ring.add(entry('next', 600_000));
    expect(ring.after('quiet', 600_000)?.map((kept) => kept.id)).toEqual(['next']);
    expect(ring.after('quiet', 720_001)).toBeUndefined();
  });

  it('gives every event from the first position until it drops one', () => {
    const ring = new ReplayRing(120_000, 2);
    expect(ring.after(FIRST_POSITION, 0)).toEqual([]);
    ring.add(entry('a', 1_000));
    ring.add(entry('b', 2_000));
    expect(ring.after(FIRST_POSITION, 2_000)?.map((kept) => kept.id)).toEqual(['a', 'b']);
    ring.add(entry('c', 3_000));
    expect(ring.after(FIRST_POSITION, 3_000)).toBeUndefined();
  });

  it('keeps at most its number of entries, however young, and stays consistent as it compacts', () => {
    const ring = new ReplayRing(120_000, 1_500);
    for (let i = 0; i < 5_000; i++) ring.add(entry(`e${i}`, i));
    expect(ring.after('e3499', 5_000)).toBeUndefined();
    expect(ring.after('e3500', 5_000)?.length).toBe(1_499);
    expect(ring.after('e4998', 5_000)?.map((kept) => kept.id)).toEqual(['e4999']);
  });
});
