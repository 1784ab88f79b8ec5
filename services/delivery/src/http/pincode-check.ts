import type { DeliverySlot } from '@shop/common';
import { addDays, shopDate } from '../slots/shop-clock';

/** 'Today', 'Tomorrow' or 'Thu, 3 Dec': a slot's day as the shop speaks of it. */
function dayName(date: string, now: Date, timeZone: string): string {
  const today = shopDate(now, timeZone);
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The header's sentence for a pincode: how fast, or when, or that the shop does not deliver there. */
export function checkMessage(
  pincode: string,
  answer: {
    serviceable: boolean;
    express: { etaMinutes: number } | null;
    nextSlot: DeliverySlot | null;
    zoned: boolean;
  },
  now: Date,
  timeZone: string,
): string {
  if (!answer.serviceable) return `We don't deliver to ${pincode} yet`;
  if (answer.express) return `Delivery in ${answer.express.etaMinutes} minutes`;
  if (answer.nextSlot)
    return `Next delivery: ${dayName(answer.nextSlot.date, now, timeZone)}, ${answer.nextSlot.start}–${answer.nextSlot.end}`;
  if (!answer.zoned) return `We deliver to ${pincode}`;
  return 'Every delivery slot of the next three days is taken';
}
