import { useState } from 'react';
import { dayName, slotHours } from '../../lib/deliveryTime';
import { formatMoney } from '../../lib/money';
import type { DeliverySlot } from '../../api/types';

/** What a slot's button says under its hours: '3 left', 'Full', 'Closed'. */
export function slotAvailability(slot: Pick<DeliverySlot, 'status' | 'remaining'>): string {
  if (slot.status === 'FULL') return 'Full';
  if (slot.status === 'CLOSED') return 'Closed';
  return `${slot.remaining} left`;
}

/**
 * Issue 37, checkout: the delivery slots of today and the next two days, a tab per day, a button per
 * slot with what is left of it; a slot that is full or past its cut-off is shown and cannot be chosen.
 */
export function SlotPicker({
  slots,
  selected,
  onSelect,
  now = new Date(),
}: {
  slots: DeliverySlot[];
  selected: string | undefined;
  onSelect: (slot: DeliverySlot) => void;
  now?: Date;
}) {
  const days = [...new Set(slots.map((slot) => slot.date))];
  const selectedDay = slots.find((slot) => slot._id === selected)?.date;
  // The first day with a slot still open, unless the shopper chose a day (or a slot) already.
  const firstOpen = slots.find((slot) => slot.status === 'OPEN')?.date ?? days[0];
  const [chosenDay, setChosenDay] = useState<string>();
  const day = (chosenDay && days.includes(chosenDay) ? chosenDay : undefined) ?? selectedDay ?? firstOpen;
  if (!days.length) return <p className="text-sm text-neutral-600">No delivery slots in the next three days.</p>;
  const ofDay = slots.filter((slot) => slot.date === day);
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Delivery day" className="flex gap-2 overflow-x-auto">
        {days.map((date) => (
          <button
            key={date}
            type="button"
            aria-pressed={date === day}
            onClick={() => setChosenDay(date)}
            className={`rounded-full border px-4 py-1.5 text-sm whitespace-nowrap ${date === day ? 'border-green-700 bg-green-700 font-semibold text-white' : 'border-neutral-300 bg-white hover:border-green-700'}`}
          >
            {dayName(date, now)}
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label={`Slots for ${day ? dayName(day, now) : ''}`}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3"
      >
        {ofDay.map((slot) => {
          const hours = slotHours(slot.startsAt, slot.endsAt);
          const availability = slotAvailability(slot);
          const isSelected = slot._id === selected;
          return (
            <button
              key={slot._id}
              type="button"
              aria-pressed={isSelected}
              disabled={slot.status !== 'OPEN'}
              onClick={() => onSelect(slot)}
              className={`flex flex-col items-start rounded-lg border px-3 py-2 text-left text-sm disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 ${isSelected ? 'border-green-700 bg-green-50 ring-1 ring-green-700' : 'border-neutral-300 bg-white hover:border-green-700'}`}
            >
              <span className="font-semibold">{hours}</span>
              <span className="sr-only">, </span>
              <span className={slot.status === 'OPEN' ? 'text-green-800' : ''}>
                {availability}
                {slot.fee > 0 && (
                  <span className="text-neutral-700">
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, fee </span>
                    {formatMoney(slot.fee)}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
