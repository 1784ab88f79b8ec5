/**
 * Issue 37: when an order comes, as the shop says it: 'Today, 7–9 am', 'Tomorrow, 11 pm–1 am',
 * 'Wed 12 Mar, 7:30–9 am', or 'Express, about 30 minutes'. Slots are read in the shop's time zone
 * (Asia/Kolkata) from their instants, whatever the device's own zone is.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dayOf = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const weekday = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** The shop's calendar day of an instant: 'YYYY-MM-DD'. */
export const shopDay = (instant: Date | string): string => dayOf.format(new Date(instant));

/** The shop's day `days` after the day of `now`. */
export function shopDayAfter(now: Date, days: number): string {
  const [year, month, day] = shopDay(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 'Today', 'Tomorrow', or 'Wed 12 Mar' for a shop day ('YYYY-MM-DD') seen on `now`. */
export function dayName(date: string, now: Date = new Date()): string {
  if (date === shopDay(now)) return 'Today';
  if (date === shopDayAfter(now, 1)) return 'Tomorrow';
  // Noon UTC is the same calendar day in Kolkata.
  return weekday.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
}

function clock(instant: string): { time: string; meridiem: string } {
  const parts = timeParts.formatToParts(new Date(instant));
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  const meridiem = (parts.find((part) => part.type === 'dayPeriod')?.value ?? '').toLowerCase();
  return { time: minute === '00' ? hour : `${hour}:${minute}`, meridiem };
}

/** '7–9 am', '11 am–1 pm', '11 pm–1 am' (a slot past midnight), '7:30–9 am'. */
export function slotHours(startsAt: string, endsAt: string): string {
  const start = clock(startsAt);
  const end = clock(endsAt);
  const from = start.meridiem === end.meridiem ? start.time : `${start.time} ${start.meridiem}`;
  return `${from}–${end.time} ${end.meridiem}`;
}

/** 'Tomorrow, 7–9 am': the slot's day (the day it starts) and hours, in the shop's time zone. */
export function slotLabel(slot: { startsAt: string; endsAt: string }, now: Date = new Date()): string {
  return `${dayName(shopDay(slot.startsAt), now)}, ${slotHours(slot.startsAt, slot.endsAt)}`;
}

export const expressLabel = (etaMinutes: number) => `Express, about ${etaMinutes} minutes`;

/** What an order keeps of its delivery (orders placed before issue 37 have none). */
export interface OrderDeliveryTime {
  slot: { startsAt: string; endsAt: string } | null;
  express: { etaMinutes: number } | null;
}

/** The order's slot or express ETA, or undefined when it has neither (older orders). */
export function deliveryTimeLabel(delivery: OrderDeliveryTime | undefined | null, now: Date = new Date()) {
  if (delivery?.slot) return slotLabel(delivery.slot, now);
  if (delivery?.express) return expressLabel(delivery.express.etaMinutes);
  return undefined;
}
