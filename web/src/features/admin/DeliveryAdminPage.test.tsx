import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import DeliveryAdminPage from './DeliveryAdminPage';
import { templateLine, zoneFieldsOf, emptyZone } from './zoneForm';

afterEach(() => vi.unstubAllGlobals());

const demo = {
  _id: 'a'.repeat(24),
  name: 'All of India (demo)',
  pincodes: ['100000-899999'],
  active: true,
  express: { etaMinutes: 30, fee: null },
  slotTemplates: [
    { days: [0, 1, 2, 3, 4, 5, 6], start: '07:00', end: '09:00', capacity: 20, cutoffMinutes: 60, fee: null },
  ],
  fees: { minimumOrder: null, deliveryFee: null, freeDeliveryAbove: null, smallCartBelow: null, smallCartFee: null },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('the zone form’s rules (issue 37)', () => {
  it('checks pincodes, ranges, times and amounts before saving', () => {
    const draft = { ...emptyZone(), name: ' Koramangala ', pincodes: '560034, 560001-560099\n5600' };
    draft.templates[0] = { ...draft.templates[0], end: '07:00', capacity: '0' };
    draft.fees.deliveryFee = '40.555';
    draft.fees.smallCartBelow = '200';
    const result = zoneFieldsOf(draft);
    expect(result.errors).toEqual({
      pincodes: '5600 is not a pincode (6 digits, not starting with 0) or a range like 560001-560099',
      'templates.0.end': 'The slot must end after it starts',
      'templates.0.capacity': 'Orders: a whole number from 1',
      'fees.deliveryFee': 'An amount like 40 or 40.50, or blank for none',
      'fees.smallCartFee': 'A small cart fee needs both the amount below which it applies and the fee',
    });
  });

  it('allows a slot past midnight and leaves blank fees off', () => {
    const draft = { ...emptyZone(), name: 'Night', pincodes: '560034' };
    draft.templates[0] = { ...draft.templates[0], start: '23:00', end: '01:00', days: [5, 6] };
    expect(zoneFieldsOf(draft)).toEqual({
      fields: {
        name: 'Night',
        pincodes: ['560034'],
        active: true,
        express: undefined,
        slotTemplates: [{ days: [5, 6], start: '23:00', end: '01:00', capacity: 20, cutoffMinutes: 60, fee: null }],
        fees: {
          minimumOrder: null,
          deliveryFee: null,
          freeDeliveryAbove: null,
          smallCartBelow: null,
          smallCartFee: null,
        },
      },
    });
    expect(
      templateLine({
        days: [1, 2, 3, 4, 5, 6],
        start: '07:00',
        end: '09:00',
        capacity: 20,
        cutoffMinutes: 30,
        fee: null,
      }),
    ).toBe('Mon–Sat 07:00–09:00 · 20 orders · closes 30 min before');
  });
});

describe('admin Delivery (issue 37)', { timeout: 30_000 }, () => {
  it('lists the zones and adds one with express, a slot and fees', async () => {
    const calls = stubApi({
      'GET /delivery/admin/zones': { body: ok([demo]) },
      'POST /delivery/admin/zones': ({ body }) => ({
        body: ok({ ...(body as object), _id: 'b'.repeat(24), updatedAt: '2026-01-02T00:00:00.000Z' }, 'Zone created'),
      }),
    });
    renderApp(<DeliveryAdminPage />, { path: '/dashboard/delivery' });
    const card = await screen.findByRole('article', { name: 'All of India (demo)' });
    expect(within(card).getByText('100000-899999')).toBeInTheDocument();
    expect(within(card).getByText('In 30 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Every day 07:00–09:00 · 20 orders · closes 60 min before')).toBeInTheDocument();
    expect(within(card).getByText('None: delivery is free')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add zone' }));
    const dialog = screen.getByRole('dialog', { name: 'Add delivery zone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(within(dialog).getByText('Please enter the zone’s name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Zone name'), 'Koramangala');
    await userEvent.type(within(dialog).getByLabelText('Pincodes served'), '560034, 560095');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Deliver express' }));
    await userEvent.clear(within(dialog).getByLabelText('Express ETA (minutes)'));
    await userEvent.type(within(dialog).getByLabelText('Express ETA (minutes)'), '15');
    const slot = within(dialog).getByRole('group', { name: 'Slot 1' });
    await userEvent.click(within(slot).getByRole('checkbox', { name: 'Sun' }));
    await userEvent.type(within(slot).getByLabelText('Slot fee'), '10');
    await userEvent.type(within(dialog).getByLabelText('Delivery fee'), '40');
    await userEvent.type(within(dialog).getByLabelText('Free delivery at or above'), '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add zone' }));
    expect(await screen.findByText('Zone created')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Koramangala',
      pincodes: ['560034', '560095'],
      active: true,
      express: { etaMinutes: 15, fee: null },
      slotTemplates: [
        { days: [1, 2, 3, 4, 5, 6], start: '07:00', end: '09:00', capacity: 20, cutoffMinutes: 60, fee: 10 },
      ],
      fees: { minimumOrder: null, deliveryFee: 40, freeDeliveryAbove: 500, smallCartBelow: null, smallCartFee: null },
    });
  });

  it('says so when someone else saved the zone meanwhile, keeping the admin’s changes', async () => {
    const newer = { ...demo, name: 'India', updatedAt: '2026-01-03T00:00:00.000Z' };
    const calls = stubApi({
      'GET /delivery/admin/zones': { body: ok([demo]) },
      'PUT /delivery/admin/zones': ({ body }) =>
        (body as { updatedAt: string }).updatedAt === demo.updatedAt
          ? {
              status: 409,
              body: { ...refused('This zone was changed meanwhile', 'CHANGED_MEANWHILE'), current: newer },
            }
          : { body: ok({ ...newer, ...(body as object) }, 'Zone updated') },
    });
    renderApp(<DeliveryAdminPage />, { path: '/dashboard/delivery' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit All of India (demo)' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit zone All of India (demo)' });
    await userEvent.type(within(dialog).getByLabelText('Minimum order'), '99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone changed this zone meanwhile. Your changes are still here; save again to apply them over theirs.',
    );
    expect(within(dialog).getByLabelText('Minimum order')).toHaveValue('99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save zone' }));
    expect(await screen.findByText('Zone updated')).toBeInTheDocument();
    const puts = calls
      .filter((call) => call.method === 'PUT')
      .map((call) => (call.body as { updatedAt: string }).updatedAt);
    expect(puts).toEqual([demo.updatedAt, newer.updatedAt]);
  });
});
