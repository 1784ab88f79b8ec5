import { ReplayRing } from './replay-ring';

const entry = (id: string, at: number) => ({ id, at, audience: { admins: true } as const, frame: `id: ${id}\n\n` });

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

  it('forgets events older than its window, and ids it never had: the caller must refetch', () => {
    const ring = new ReplayRing(120_000, 100);
    ring.add(entry('old', 0));
    ring.add(entry('new', 100_000));
    expect(ring.after('old', 100_000)?.map((kept) => kept.id)).toEqual(['new']);
    expect(ring.after('old', 120_001)).toBeUndefined();
    expect(ring.after('new', 120_001)).toEqual([]);
    expect(ring.after('never-given', 120_001)).toBeUndefined();
  });

  it('keeps at most its number of entries, however young, and stays consistent as it compacts', () => {
    const ring = new ReplayRing(120_000, 1_500);
    for (let i = 0; i < 5_000; i++) ring.add(entry(`e${i}`, i));
    expect(ring.after('e3499', 5_000)).toBeUndefined();
    expect(ring.after('e3500', 5_000)?.length).toBe(1_499);
    expect(ring.after('e4998', 5_000)?.map((kept) => kept.id)).toEqual(['e4999']);
  });
});
