import type { SlotTemplate, Zone } from '../zones/zone.schema';
import { addDays, instantAt, shopDate, weekdayOf } from '@shop/common';
import { SlotKey, slotIdOf } from './slot-id';

/** The shop offers slots for today and the next two days. */
export const DAYS_OFFERED = 3;

/** One template of a zone on one day, with its instants; whether it is full is the bookings' to say. */
export interface PlannedSlot {
  _id: string;
  zoneId: string;
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
  /** It stops taking orders at this instant (its cut-off before the start). */
  closesAt: Date;
  capacity: number;
  fee: number;
}

function planned(zone: Zone, date: string, template: SlotTemplate, timeZone: string): PlannedSlot {
  const zoneId = zone._id.toHexString();
  const startsAt = instantAt(date, template.start, timeZone);
  // An end at or before the start is on the next day: 23:00–01:00.
  const endsAt = instantAt(template.end > template.start ? date : addDays(date, 1), template.end, timeZone);
  return {
    _id: slotIdOf({ zoneId, date, start: template.start }),
    zoneId,
    date,
    start: template.start,
    end: template.end,
    startsAt,
    endsAt,
    closesAt: new Date(startsAt.getTime() - template.cutoffMinutes * 60_000),
    capacity: template.capacity,
    fee: template.fee,
  };
}

/** The shop days slots are offered on, seen at `now`. */
export function offeredDates(now: Date, timeZone: string): string[] {
  const today = shopDate(now, timeZone);
  return Array.from({ length: DAYS_OFFERED }, (_, days) => addDays(today, days));
}

/** The zone's slots for today and the next two days, by start. */
export function slotsOf(zone: Zone, now: Date, timeZone: string): PlannedSlot[] {
  return offeredDates(now, timeZone)
    .flatMap((date) =>
      zone.slotTemplates
        .filter((template) => template.days.includes(weekdayOf(date)))
        .map((template) => planned(zone, date, template, timeZone)),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The slot the key names, if the zone offers it on that day (today or the next two days); undefined otherwise. */
export function slotOf(zone: Zone, key: SlotKey, now: Date, timeZone: string): PlannedSlot | undefined {
  if (!offeredDates(now, timeZone).includes(key.date)) return undefined;
  const template = zone.slotTemplates.find(
    (candidate) => candidate.start === key.start && candidate.days.includes(weekdayOf(key.date)),
  );
  return template && planned(zone, key.date, template, timeZone);
}

/**
 * CLOSED once its cut-off has passed (whatever is left), FULL when its capacity is taken, else OPEN.
 * `taken` may exceed a capacity the admin lowered after orders were placed: nothing is left then.
 */
export function slotStatus(
  slot: PlannedSlot,
  taken: number,
  now: Date,
): { status: 'OPEN' | 'FULL' | 'CLOSED'; remaining: number } {
  const remaining = Math.max(0, slot.capacity - taken);
  if (now.getTime() >= slot.closesAt.getTime()) return { status: 'CLOSED', remaining };
  return { status: remaining > 0 ? 'OPEN' : 'FULL', remaining };
}
