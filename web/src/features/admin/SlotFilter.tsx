import { useId } from 'react';
import { Link } from 'react-router-dom';
import { shopDay } from '../../lib/deliveryTime';
import { slotsOnDay, useGetZonesQuery } from './deliveryAdminApi';

/**
 * Issue 37, on Orders: the orders of one delivery day, or of one slot of it (the zones' templates on
 * that day), with the slot's packing list a click away.
 */
export function SlotFilter({
  slotDate,
  slotId,
  onChange,
}: {
  slotDate: string;
  slotId: string;
  onChange: (slot: { slotDate?: string; slotId?: string }) => void;
}) {
  // The zones (their templates make the day's slots) are read once a day is chosen.
  const { data: zones } = useGetZonesQuery(undefined, { skip: !slotDate });
  const dateId = useId();
  const slotFieldId = useId();
  const slots = slotDate && zones ? slotsOnDay(zones, slotDate) : [];
  const field =
    'h-10 rounded-md border border-neutral-300 bg-neutral-50 px-2 text-sm outline-none focus:border-amber-500 focus:bg-white';
  return (
    <div role="group" aria-label="Orders by delivery slot" className="flex flex-wrap items-end gap-3 px-4 pt-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={dateId} className="text-sm font-medium text-neutral-700">
          Slot date
        </label>
        <input
          id={dateId}
          type="date"
          value={slotDate}
          onChange={(event) => onChange({ slotDate: event.target.value || undefined })}
          className={field}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={slotFieldId} className="text-sm font-medium text-neutral-700">
          Slot
        </label>
        <select
          id={slotFieldId}
          value={slotId}
          disabled={!slotDate}
          onChange={(event) => onChange({ slotDate, slotId: event.target.value || undefined })}
          className={`${field} min-w-48 disabled:opacity-60`}
        >
          <option value="">{slotDate ? 'Every slot of the day' : 'Choose a date first'}</option>
          {slots.map((slot) => (
            <option key={slot.slotId} value={slot.slotId}>
              {slot.start}–{slot.end} · {slot.zone}
            </option>
          ))}
        </select>
      </div>
      {!slotDate && (
        <button
          type="button"
          onClick={() => onChange({ slotDate: shopDay(new Date()) })}
          className="h-10 rounded-md border border-neutral-300 px-3 text-sm hover:bg-amber-50"
        >
          Today’s slots
        </button>
      )}
      {(slotDate || slotId) && (
        <button
          type="button"
          onClick={() => onChange({})}
          className="h-10 rounded-md border border-neutral-300 px-3 text-sm hover:bg-amber-50"
        >
          Any slot
        </button>
      )}
      {slotId && (
        <Link
          to={{ pathname: '/dashboard/packing-list', search: `?slotDate=${slotDate}&slotId=${slotId}` }}
          className="flex h-10 items-center rounded-md bg-amber-400 px-3 text-sm font-semibold hover:bg-amber-500"
        >
          Packing list
        </Link>
      )}
    </div>
  );
}
