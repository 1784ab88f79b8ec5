import { describe, expect, it } from 'vitest';
import { dayName, deliveryTimeLabel, shopDay, slotHours, slotLabel } from './deliveryTime';

// 10:00 in Kolkata on Tuesday 11 March 2025 (04:30 UTC).
const now = new Date('2025-03-11T04:30:00Z');
/** An instant given as Kolkata's wall-clock time. */
const ist = (local: string) => new Date(`${local}+05:30`).toISOString();

describe('slot labels in the shop’s time zone (issue 37)', () => {
  it('names today, tomorrow and later days', () => {
    expect(slotLabel({ startsAt: ist('2025-03-11T19:00'), endsAt: ist('2025-03-11T21:00') }, now)).toBe(
      'Today, 7–9 pm',
    );
    expect(slotLabel({ startsAt: ist('2025-03-12T07:00'), endsAt: ist('2025-03-12T09:00') }, now)).toBe(
      'Tomorrow, 7–9 am',
    );
    expect(slotLabel({ startsAt: ist('2025-03-13T07:30'), endsAt: ist('2025-03-13T09:00') }, now)).toBe(
      'Thu 13 Mar, 7:30–9 am',
    );
  });

  it('keeps a slot crossing midnight on the day it starts', () => {
    expect(slotLabel({ startsAt: ist('2025-03-11T23:00'), endsAt: ist('2025-03-12T01:00') }, now)).toBe(
      'Today, 11 pm–1 am',
    );
  });

  it('writes both halves of the day when a slot spans noon', () => {
    expect(slotHours(ist('2025-03-11T11:00'), ist('2025-03-11T13:00'))).toBe('11 am–1 pm');
  });

  it('counts days in Kolkata, not UTC: 00:30 in Kolkata is still the previous day in UTC', () => {
    const lateNight = new Date(ist('2025-03-11T23:50'));
    expect(shopDay(ist('2025-03-12T00:30'))).toBe('2025-03-12');
    expect(dayName('2025-03-12', lateNight)).toBe('Tomorrow');
    // Ten minutes later the same slot is today's.
    expect(dayName('2025-03-12', new Date(ist('2025-03-12T00:00')))).toBe('Today');
  });

  it('says express with its ETA, and nothing for orders without a delivery', () => {
    expect(deliveryTimeLabel({ slot: null, express: { etaMinutes: 30 } }, now)).toBe('Express, about 30 minutes');
    expect(deliveryTimeLabel(undefined, now)).toBeUndefined();
  });
});
