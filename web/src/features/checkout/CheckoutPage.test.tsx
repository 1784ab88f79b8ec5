import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../api/types';
import { shopDayAfter } from '../../lib/deliveryTime';
import { named, ok, refused, renderApp, stubApi } from '../../test/render';
import CheckoutPage from './CheckoutPage';

afterEach(() => vi.unstubAllGlobals());

const product = {
  _id: 'p1',
  name: 'Basmati Rice',
  image: [],
  price: 100,
  discount: 0,
  stock: 5,
  unit: '1 kg',
  publish: true,
  sellBy: 'unit' as const,
};
const lines: CartLine[] = [{ _id: 'line1', quantity: 2, productId: product, priceWhenAdded: null, maxPerOrder: 10 }];
const address = {
  _id: 'a1',
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560034',
  mobile: '9876543210',
  status: true,
};
/** The delivery check of the address's pincode, served by one zone, with express or slots only. */
const pincodeCheck = (express: { etaMinutes: number } | null, message: string) => ({
  pincode: '560034',
  serviceable: true,
  zone: { name: 'Koramangala' },
  express,
  nextSlot: null,
  message,
});
const tomorrow = shopDayAfter(new Date(), 1);
const slot = (start: string, end: string, status: string, remaining: number) => ({
  _id: `${'a'.repeat(24)}-${tomorrow.replaceAll('-', '')}-${start.replace(':', '')}`,
  date: tomorrow,
  start,
  end,
  startsAt: new Date(`${tomorrow}T${start}:00+05:30`).toISOString(),
  endsAt: new Date(`${tomorrow}T${end}:00+05:30`).toISOString(),
  status,
  remaining,
  capacity: 20,
  fee: 10,
});

describe('checkout’s delivery (issue 37)', { timeout: 30_000 }, () => {
  it('asks for a slot, bills its fee, and shows a slot that filled meanwhile before asking again', async () => {
    let full = false;
    const slots = () => [
      slot('07:00', '09:00', full ? 'FULL' : 'OPEN', full ? 0 : 1),
      slot('09:00', '11:00', 'OPEN', 5),
    ];
    const calls = stubApi({
      'GET /cart/get': { body: ok(lines) },
      'GET /address/get': { body: ok([address]) },
      'GET /delivery/check': { body: ok(pincodeCheck(null, 'Next slot tomorrow')) },
      'GET /delivery/slots': () => ({ body: ok(slots()) }),
      'POST /order/quote': ({ body }) => {
        const { slotId } = body as { slotId?: string };
        const chosen = slots().find((candidate) => candidate._id === slotId);
        return {
          body: ok({
            items: [],
            subTotalAmt: 200,
            itemsTotal: 200,
            fees: chosen ? [{ code: 'SLOT_FEE', label: 'Slot fee', amount: 10 }] : [],
            deliveryFee: chosen ? 10 : 0,
            totalAmt: chosen ? 210 : 200,
            serviceable: true,
            zone: { name: 'Koramangala' },
            slot: chosen ?? null,
            express: null,
            addForFreeDelivery: null,
            minimumOrder: null,
            problems: !chosen
              ? [{ code: 'SLOT_REQUIRED', message: 'Please choose a delivery slot' }]
              : chosen.status === 'FULL'
                ? [{ code: 'SLOT_FULL', message: 'This slot is full; please choose another' }]
                : [],
          }),
        };
      },
      'POST /order/cash-on-delivery': ({ body }) => {
        if ((body as { slotId: string }).slotId === slots()[0]._id) {
          full = true;
          return { status: 409, body: refused('This slot is full; please choose another', 'SLOT_FULL') };
        }
        return { body: ok({ orderId: 'ORD-1' }, 'Order placed') };
      },
    });
    renderApp(<CheckoutPage />, { path: '/checkout', routes: { '/success': <p>Placed</p> } });
    const cash = screen.getByRole('button', { name: 'Cash on Delivery' });
    expect(await screen.findByText('Choose a delivery slot to continue.')).toBeInTheDocument();
    expect(cash).toBeDisabled();
    expect(cash).toHaveAccessibleDescription('Choose a delivery slot to continue.');

    await userEvent.click(await screen.findByRole('button', { name: named('7–9 am, 1 left, fee $10.00') }));
    const bill = () => screen.getByRole('region', { name: 'Bill details' });
    await within(bill()).findByText('Slot fee');
    expect(within(bill()).getByText('$210.00')).toBeInTheDocument();
    await vi.waitFor(() => expect(cash).toBeEnabled());

    await userEvent.click(cash);
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot is full; please choose another');
    expect(await screen.findByRole('button', { name: named('7–9 am, Full, fee $10.00') })).toBeDisabled();
    expect(cash).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: named('9–11 am, 5 left, fee $10.00') }));
    await vi.waitFor(() => expect(cash).toBeEnabled());
    await userEvent.click(cash);
    await screen.findByText('Placed');
    const orders = calls.filter((call) => call.path === '/order/cash-on-delivery').map((call) => call.body);
    expect(orders).toEqual([
      { addressId: 'a1', totalAmt: 210, slotId: slots()[0]._id, substitution: { default: 'NONE' } },
      { addressId: 'a1', totalAmt: 210, slotId: slots()[1]._id, substitution: { default: 'NONE' } },
    ]);
  });
});

describe('checkout’s total', { timeout: 30_000 }, () => {
  it('asks the shopper to accept a bill that prices a line above what the cart shows, and sends that total', async () => {
    // The product went from $100 to $120 after the cart was read: the server's bill has the new price.
    const calls = stubApi({
      'GET /cart/get': { body: ok(lines) },
      'GET /address/get': { body: ok([address]) },
      'GET /delivery/check': { body: ok(pincodeCheck({ etaMinutes: 30 }, 'Delivery in 30 minutes')) },
      'GET /delivery/slots': { body: ok([]) },
      'POST /order/quote': {
        body: ok({
          items: [{ productId: 'p1', name: 'Basmati Rice', image: null, quantity: 2, unitPrice: 120, lineTotal: 240 }],
          subTotalAmt: 240,
          itemsTotal: 240,
          fees: [],
          deliveryFee: 0,
          totalAmt: 240,
          serviceable: true,
          zone: { name: 'Koramangala' },
          slot: null,
          express: { etaMinutes: 30, fee: 0 },
          addForFreeDelivery: null,
          minimumOrder: null,
          problems: [],
        }),
      },
      'POST /order/cash-on-delivery': { body: ok({ orderId: 'ORD-1' }, 'Order placed') },
    });
    renderApp(<CheckoutPage />, { path: '/checkout', routes: { '/success': <p>Placed</p> } });
    const cash = screen.getByRole('button', { name: 'Cash on Delivery' });
    expect(await screen.findByText('Accept the new total to continue.')).toBeInTheDocument();
    expect(cash).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the new total of $240.00' }));
    await vi.waitFor(() => expect(cash).toBeEnabled());
    await userEvent.click(cash);
    await screen.findByText('Placed');
    expect(calls.filter((call) => call.path === '/order/cash-on-delivery').map((call) => call.body)).toEqual([
      { addressId: 'a1', totalAmt: 240, express: true, substitution: { default: 'NONE' } },
    ]);
  });
});

describe('checkout’s substitutions (issue 38)', { timeout: 30_000 }, () => {
  it('sends the order-wide choice and the lines the shopper set apart from it', async () => {
    const butter = { ...product, _id: 'p2', name: 'Amul Butter', price: 50 };
    const twoLines: CartLine[] = [
      ...lines,
      { _id: 'line2', quantity: 1, productId: butter, priceWhenAdded: null, maxPerOrder: 10 },
    ];
    const calls = stubApi({
      'GET /cart/get': { body: ok(twoLines) },
      'GET /address/get': { body: ok([address]) },
      'GET /delivery/check': { body: ok(pincodeCheck({ etaMinutes: 30 }, 'Delivery in 30 minutes')) },
      'GET /delivery/slots': { body: ok([]) },
      'POST /order/quote': {
        body: ok({
          items: [],
          subTotalAmt: 250,
          itemsTotal: 250,
          fees: [],
          deliveryFee: 0,
          totalAmt: 250,
          serviceable: true,
          zone: { name: 'Koramangala' },
          slot: null,
          express: { etaMinutes: 30, fee: 0 },
          addForFreeDelivery: null,
          minimumOrder: null,
          problems: [],
        }),
      },
      'POST /order/cash-on-delivery': { body: ok({ orderId: 'ORD-1' }, 'Order placed') },
    });
    renderApp(<CheckoutPage />, { path: '/checkout', routes: { '/success': <p>Placed</p> } });
    const group = screen.getByRole('group', { name: 'If an item is unavailable:' });
    expect(within(group).getByRole('radio', { name: /Don't replace, refund it/ })).toBeChecked();
    const rice = await screen.findByRole('checkbox', { name: 'Replace if missing: Basmati Rice' });
    const butterBox = screen.getByRole('checkbox', { name: 'Replace if missing: Amul Butter' });
    expect(rice).not.toBeChecked();

    // Replace by default: every line follows, then one is set apart.
    await userEvent.click(within(group).getByRole('radio', { name: /Replace with a similar item/ }));
    expect(rice).toBeChecked();
    expect(butterBox).toBeChecked();
    await userEvent.click(butterBox);
    expect(butterBox).not.toBeChecked();

    const cash = screen.getByRole('button', { name: 'Cash on Delivery' });
    await vi.waitFor(() => expect(cash).toBeEnabled());
    await userEvent.click(cash);
    await screen.findByText('Placed');
    expect(calls.filter((call) => call.path === '/order/cash-on-delivery').map((call) => call.body)).toEqual([
      { addressId: 'a1', totalAmt: 250, express: true, substitution: { default: 'SIMILAR', lines: { p2: 'NONE' } } },
    ]);
  });
});
