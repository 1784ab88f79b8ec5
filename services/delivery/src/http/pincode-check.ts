import { addDays, DeliverySlot, shopDate } from '@shop/common';

/** 'Today', 'Tomorrow' or 'Thu, 3 Dec': a slot's day as the shop speaks of it. */
function dayName(date: string, now: Date, timeZone: string): string {
  const today = shopDate(now, timeZone);
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** '7', '7:30' and 'am' of 'HH:MM'. */
function clock(time: string): { time: string; meridiem: string } {
  const [hour, minute] = time.split(':').map(Number);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    time: minute ? `${twelve}:${String(minute).padStart(2, '0')}` : String(twelve),
    meridiem: hour < 12 ? 'am' : 'pm',
  };
}

/** '7–9 am', '11 am–1 pm', '11 pm–1 am': a slot's hours as the web app shows them. */
export function slotHours(start: string, end: string): string {
  const [from, to] = [clock(start), clock(end)];
  return `${from.meridiem === to.meridiem ? from.time : `${from.time} ${from.meridiem}`}–${to.time} ${to.meridiem}`;
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
    return `Delivery ${dayName(answer.nextSlot.date, now, timeZone).replace(/^(Today|Tomorrow)/, (day) => day.toLowerCase())}, ${slotHours(answer.nextSlot.start, answer.nextSlot.end)}`;
  if (!answer.zoned) return `We deliver to ${pincode}`;
  return 'Every delivery slot of the next three days is taken';
}
