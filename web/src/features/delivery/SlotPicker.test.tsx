import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliverySlot } from '../../api/types';
import { named } from '../../test/render';
import { SlotPicker } from './SlotPicker';

// 10:00 in Kolkata on Tuesday 11 March 2025.
const now = new Date('2025-03-11T04:30:00Z');
const slot = (
  date: string,
  start: string,
  end: string,
  status: DeliverySlot['status'],
  remaining: number,
  fee = 0,
) => ({
  _id: `${'a'.repeat(24)}-${date.replaceAll('-', '')}-${start.replace(':', '')}`,
  zoneId: 'a'.repeat(24),
  date,
  start,
  end,
  startsAt: new Date(`${date}T${start}:00+05:30`).toISOString(),
  endsAt: new Date(`${date}T${end}:00+05:30`).toISOString(),
  status,
  remaining,
  capacity: 20,
  fee,
});
const slots = [
  slot('2025-03-11', '07:00', '09:00', 'CLOSED', 4),
  slot('2025-03-11', '19:00', '21:00', 'FULL', 0),
  slot('2025-03-12', '07:00', '09:00', 'OPEN', 3),
  slot('2025-03-12', '09:00', '11:00', 'OPEN', 20, 25),
  slot('2025-03-13', '07:00', '09:00', 'OPEN', 20),
];

describe('the slot picker (issue 37)', () => {
  it('shows each day’s slots with what is left, and full or closed ones disabled', async () => {
    const onSelect = vi.fn();
    render(<SlotPicker slots={slots} selected={undefined} onSelect={onSelect} now={now} />);
    const days = within(screen.getByRole('group', { name: 'Delivery day' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(['Today', 'Tomorrow', 'Thu 13 Mar']);
    // Today has nothing open left: tomorrow is shown first.
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    const tomorrow = screen.getByRole('group', { name: 'Slots for Tomorrow' });
    expect(within(tomorrow).getByRole('button', { name: named('7–9 am, 3 left') })).toBeEnabled();
    expect(within(tomorrow).getByRole('button', { name: named('9–11 am, 20 left, fee $25.00') })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = screen.getByRole('group', { name: 'Slots for Today' });
    expect(within(today).getByRole('button', { name: named('7–9 am, Closed') })).toBeDisabled();
    expect(within(today).getByRole('button', { name: named('7–9 pm, Full') })).toBeDisabled();
    expect(within(today).getByText('Full')).toBeInTheDocument();
    await userEvent.click(within(today).getByRole('button', { name: named('7–9 pm, Full') }));
    expect(onSelect).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    await userEvent.click(screen.getByRole('button', { name: named('7–9 am, 3 left') }));
    expect(onSelect).toHaveBeenCalledWith(slots[2]);
  });

  it('marks the chosen slot and opens on its day', () => {
    render(<SlotPicker slots={slots} selected={slots[4]._id} onSelect={() => {}} now={now} />);
    expect(screen.getByRole('button', { name: 'Thu 13 Mar' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: named('7–9 am, 20 left') })).toHaveAttribute('aria-pressed', 'true');
  });
});
