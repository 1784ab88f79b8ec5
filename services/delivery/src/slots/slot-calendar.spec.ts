import { Types } from 'mongoose';
import type { Zone } from '../zones/zone.schema';
import { instantAt, shopDate } from '@shop/common';
import { slotOf, slotsOf, slotStatus } from './slot-calendar';
import { slotKeyOf } from './slot-id';

const KOLKATA = 'Asia/Kolkata';
const zone = (templates: Partial<Zone['slotTemplates'][number]>[]): Zone =>
  ({
    _id: new Types.ObjectId('64656d6f7a6f6e6530303031'),
    slotTemplates: templates.map((template) => ({
      days: [0, 1, 2, 3, 4, 5, 6],
      start: '07:00',
      end: '09:00',
      capacity: 20,
      cutoffMinutes: 60,
      fee: 0,
      ...template,
    })),
  }) as Zone;

describe('the shop clock', () => {
  it('reads instants on the shop’s calendar, across midnight', () => {
    // 18:29:59 UTC is 23:59:59 in Kolkata (UTC+5:30); a second later it is the next day there.
    expect(shopDate(new Date('2026-12-02T18:29:59Z'), KOLKATA)).toBe('2026-12-02');
    expect(shopDate(new Date('2026-12-02T18:30:00Z'), KOLKATA)).toBe('2026-12-03');
    expect(instantAt('2026-12-03', '00:00', KOLKATA).toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });

  it('follows a zone with daylight saving (London in summer is UTC+1)', () => {
    expect(instantAt('2026-07-01', '07:00', 'Europe/London').toISOString()).toBe('2026-07-01T06:00:00.000Z');
    expect(instantAt('2026-12-01', '07:00', 'Europe/London').toISOString()).toBe('2026-12-01T07:00:00.000Z');
  });
});

describe('slot calendar', () => {
  const now = new Date('2026-12-02T00:30:00Z'); // 06:00 in Kolkata, Wednesday 2 December

  it('offers today and the next two days, by time, on the template’s days only', () => {
    const slots = slotsOf(
      zone([
        { start: '07:00', end: '09:00' },
        { start: '18:00', end: '20:00', days: [4] },
      ]),
      now,
      KOLKATA,
    );
    expect(slots.map((slot) => `${slot.date} ${slot.start}`)).toEqual([
      '2026-12-02 07:00',
      '2026-12-03 07:00',
      '2026-12-03 18:00', // Thursday only
      '2026-12-04 07:00',
    ]);
    expect(slots[0]._id).toBe('64656d6f7a6f6e6530303031-20261202-0700');
    expect(slotKeyOf(slots[0]._id)).toEqual({ zoneId: '64656d6f7a6f6e6530303031', date: '2026-12-02', start: '07:00' });
  });

  it('ends a 23:00–01:00 slot on the next day', () => {
    const [late] = slotsOf(zone([{ start: '23:00', end: '01:00' }]), now, KOLKATA);
    expect(late.startsAt.toISOString()).toBe('2026-12-02T17:30:00.000Z');
    expect(late.endsAt.toISOString()).toBe('2026-12-02T19:30:00.000Z');
    expect(shopDate(late.endsAt, KOLKATA)).toBe('2026-12-03');
  });

  it('closes a slot exactly at its cut-off, and shows it full when its places are taken', () => {
    const [slot] = slotsOf(zone([{ start: '07:00', cutoffMinutes: 60, capacity: 2 }]), now, KOLKATA);
    const cutoff = slot.closesAt.getTime();
    expect(new Date(cutoff).toISOString()).toBe('2026-12-02T00:30:00.000Z'); // 06:00 in Kolkata
    expect(slotStatus(slot, 0, new Date(cutoff - 1))).toEqual({ status: 'OPEN', remaining: 2 });
    expect(slotStatus(slot, 0, new Date(cutoff))).toEqual({ status: 'CLOSED', remaining: 2 });
    expect(slotStatus(slot, 2, new Date(cutoff - 1))).toEqual({ status: 'FULL', remaining: 0 });
    // A capacity lowered below what was booked leaves nothing, never a negative count.
    expect(slotStatus(slot, 3, new Date(cutoff - 1))).toEqual({ status: 'FULL', remaining: 0 });
  });

  it('knows a slot by its id only on an offered day of a template the zone has', () => {
    const z = zone([{ start: '07:00', days: [3] }]); // Wednesdays
    const id = { zoneId: z._id.toHexString(), start: '07:00' };
    expect(slotOf(z, { ...id, date: '2026-12-02' }, now, KOLKATA)?.start).toBe('07:00');
    expect(slotOf(z, { ...id, date: '2026-12-09' }, now, KOLKATA)).toBeUndefined(); // a week on: not offered yet
    expect(slotOf(z, { ...id, date: '2026-12-03' }, now, KOLKATA)).toBeUndefined(); // a Thursday
    expect(slotOf(z, { ...id, date: '2026-12-02', start: '08:00' }, now, KOLKATA)).toBeUndefined();
  });
});
