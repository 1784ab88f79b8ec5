import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { named, ok, refused, renderApp, stubApi } from '../../test/render';
import { DeliveryChip } from './DeliveryChip';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const served = (pincode: string) => ({
  pincode,
  serviceable: true,
  zone: { name: 'All of India (demo)' },
  express: { etaMinutes: 30 },
  nextSlot: null,
  message: 'Delivery in 30 minutes',
});
const notServed = (pincode: string) => ({
  pincode,
  serviceable: false,
  zone: null,
  express: null,
  nextSlot: null,
  message: `We don't deliver to ${pincode} yet`,
});
const checks = ({ query }: { query: Record<string, string> }) =>
  query.pincode === '110001'
    ? { body: ok(notServed(query.pincode)) }
    : query.pincode === '999999'
      ? { status: 400, body: refused('a pincode is 6 digits and does not start with 0', 'INVALID_PINCODE') }
      : { body: ok(served(query.pincode)) };

describe('the header’s delivery chip (issue 37)', { timeout: 20_000 }, () => {
  it('asks a guest for a pincode, keeps it on the device and shows the ETA', async () => {
    const calls = stubApi({ 'GET /delivery/check': checks });
    renderApp(<DeliveryChip />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your pincode' }));
    const dialog = screen.getByRole('dialog', { name: 'Where should we deliver?' });
    await userEvent.type(within(dialog).getByLabelText('Pincode'), '56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check delivery' }));
    expect(within(dialog).getByText('Enter a 6-digit pincode, e.g. 560001')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Pincode'), '0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check delivery' }));
    expect(await within(dialog).findByText('Delivery in 30 minutes')).toBeInTheDocument();
    expect(localStorage.getItem('shop.pincode')).toBe('560001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start shopping' }));
    expect(
      await screen.findByRole('button', { name: named('Delivery in 30 minutes · 560001. Change pincode') }),
    ).toBeInTheDocument();
  });

  it('says at once that a pincode is not served', async () => {
    localStorage.setItem('shop.pincode', '110001');
    stubApi({ 'GET /delivery/check': checks });
    renderApp(<DeliveryChip />);
    expect(await screen.findByText("We don't deliver to 110001 yet")).toBeInTheDocument();
  });

  it('shows the server’s refusal of a pincode in the dialog', async () => {
    stubApi({ 'GET /delivery/check': checks });
    renderApp(<DeliveryChip />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose your pincode' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Pincode'), '999999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check delivery' }));
    expect(await within(dialog).findByText('a pincode is 6 digits and does not start with 0')).toBeInTheDocument();
  });

  it('takes a signed-in shopper’s pincode from their first address', async () => {
    localStorage.setItem('shop.pincode', '110001');
    stubApi({
      'GET /delivery/check': checks,
      'GET /user/user-details': { body: ok({ _id: 'u1', name: 'Asha', email: 'a@b.c', role: 'USER' }) },
      'GET /address/get': {
        body: ok([
          {
            _id: 'a1',
            address_line: '1 MG Road',
            city: 'B',
            state: 'K',
            country: 'India',
            pincode: '560034',
            mobile: '9876543210',
            status: true,
          },
        ]),
      },
    });
    renderApp(<DeliveryChip />, { state: { session: { signedIn: true } } as never });
    expect(
      await screen.findByRole('button', { name: named('Delivery in 30 minutes · 560034. Change pincode') }),
    ).toBeInTheDocument();
  });
});
