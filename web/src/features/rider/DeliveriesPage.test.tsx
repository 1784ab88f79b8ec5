import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import DeliveriesPage from './DeliveriesPage';

afterEach(() => vi.unstubAllGlobals());

const address = {
  _id: 'a1',
  address_line: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: '560001',
  mobile: '9876543210',
};

function riderOrder({
  id = 'o1',
  orderNo = 'ORD-1001',
  paymentMethod = 'CASH_ON_DELIVERY' as 'CASH_ON_DELIVERY' | 'CARD',
  status = 'OUT_FOR_DELIVERY',
  cashCollected = null as number | null,
} = {}) {
  return {
    _id: id,
    orderId: orderNo,
    status,
    items: [
      { name: 'Basmati Rice 1 kg', quantity: 2 },
      { name: 'Amul Butter 100 g', quantity: 1 },
    ],
    itemCount: 3,
    customer: { name: 'Asha Rao', mobile: '98765 43210' },
    delivery_address: address,
    delivery: {
      zone: 'z1',
      slot: null,
      express: { etaMinutes: 30 },
      fee: 0,
    },
    paymentMethod,
    totalAmt: 240,
    amountToCollect: paymentMethod === 'CASH_ON_DELIVERY' ? 240 : 0,
    currency: 'usd',
    cashCollected,
    nextStatuses: status === 'OUT_FOR_DELIVERY' ? ['DELIVERED', 'DELIVERY_FAILED'] : [],
    updatedAt: '2026-11-24T09:30:00.000Z',
  };
}

const render = () => renderApp(<DeliveriesPage />, { path: '/dashboard/deliveries' });
const cardOf = (orderNo: string) => screen.findByRole('article', { name: `Order No: ${orderNo}` });
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('a rider’s deliveries', { timeout: 20_000 }, () => {
  it('shows each delivery with its time, customer, map and phone links, items and the cash to collect', async () => {
    stubApi({ 'GET /order/rider/list': { body: ok({ open: [riderOrder()], deliveredToday: [] }) } });
    render();
    const card = await cardOf('ORD-1001');
    expect(within(card).getByText('Express, about 30 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Asha Rao', { exact: false })).toHaveTextContent('Asha Rao · 98765 43210');
    expect(within(card).getByText('12 MG Road, Bengaluru, Karnataka 560001, India')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Bengaluru%2C%20Karnataka%20560001%2C%20India',
    );
    expect(within(card).getByRole('link', { name: 'Call Asha Rao: 98765 43210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    expect(within(card).getByText('3 items')).toBeInTheDocument();
    expect(within(card).getByText('Basmati Rice 1 kg')).toBeInTheDocument();
    expect(within(card).getByText('Collect $240.00')).toBeInTheDocument();
    expect(screen.getByText('None delivered yet today.')).toBeInTheDocument();
  });

  it('writes the weight of a line sold by weight (issue 38)', async () => {
    const order = {
      ...riderOrder(),
      items: [
        { name: 'Basmati Rice 1 kg', quantity: 2, sellBy: 'unit' },
        { name: 'Shimla Apple', quantity: 0.62, sellBy: 'weight' },
      ],
    };
    stubApi({ 'GET /order/rider/list': { body: ok({ open: [order], deliveredToday: [] }) } });
    render();
    const card = await cardOf('ORD-1001');
    expect(within(card).getByText('0.62 kg')).toBeInTheDocument();
    expect(within(card).getByText('× 2')).toBeInTheDocument();
  });

  it('asks the cash collected, prefilled with the amount due, and sends it with the delivery', async () => {
    let delivered = false;
    const calls = stubApi({
      'GET /order/rider/list': () => ({
        body: ok(
          delivered
            ? { open: [], deliveredToday: [riderOrder({ status: 'DELIVERED', cashCollected: 200 })] }
            : { open: [riderOrder()], deliveredToday: [] },
        ),
      }),
      'PUT /order/rider/delivered': () => {
        delivered = true;
        return { body: ok(riderOrder({ status: 'DELIVERED', cashCollected: 200 }), 'Delivered') };
      },
    });
    render();
    await userEvent.click(within(await cardOf('ORD-1001')).getByRole('button', { name: 'Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark delivered' });
    const cash = within(dialog).getByLabelText('Cash collected');
    expect(cash).toHaveValue(240);
    await userEvent.clear(cash);
    await userEvent.type(cash, '200');
    expect(within(dialog).getByText(/\$40\.00 short/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await screen.findByText('ORD-1001: Delivered')).toBeInTheDocument();
    expect(puts(calls)).toEqual([{ path: '/order/rider/delivered', body: { orderId: 'o1', cashCollected: 200 } }]);
    // Read again after the step: the order moves to Delivered today with what was collected.
    expect(
      await screen.findByText('Nothing to deliver right now. Orders the shop gives you show up here.'),
    ).toBeInTheDocument();
    const today = screen.getByRole('region', { name: 'Delivered today' });
    expect(within(today).getByText('Collected $200.00')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the cash under the field', async () => {
    stubApi({
      'GET /order/rider/list': { body: ok({ open: [riderOrder()], deliveredToday: [] }) },
      'PUT /order/rider/delivered': {
        status: 400,
        body: refused('Enter the cash collected (240.00 is due)', 'CASH_COLLECTED_INVALID'),
      },
    });
    render();
    await userEvent.click(within(await cardOf('ORD-1001')).getByRole('button', { name: 'Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark delivered' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the cash collected (240.00 is due)');
    expect(screen.getAllByText('Enter the cash collected (240.00 is due)')).toHaveLength(1);
  });

  it('a card order has nothing to collect: delivered sends no cash', async () => {
    const calls = stubApi({
      'GET /order/rider/list': { body: ok({ open: [riderOrder({ paymentMethod: 'CARD' })], deliveredToday: [] }) },
      'PUT /order/rider/delivered': {
        body: ok(riderOrder({ paymentMethod: 'CARD', status: 'DELIVERED' }), 'Delivered'),
      },
    });
    render();
    const card = await cardOf('ORD-1001');
    expect(within(card).getByText('Paid by card — nothing to collect')).toBeInTheDocument();
    expect(within(card).queryByText(/Collect \$/)).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Delivered' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark delivered' });
    expect(within(dialog).queryByLabelText('Cash collected')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(puts(calls)).toEqual([{ path: '/order/rider/delivered', body: { orderId: 'o1' } }]));
  });

  it('records a failed delivery only with a reason', async () => {
    const calls = stubApi({
      'GET /order/rider/list': { body: ok({ open: [riderOrder()], deliveredToday: [] }) },
      'PUT /order/rider/delivery-failed': {
        body: ok(riderOrder({ status: 'DELIVERY_FAILED' }), 'Delivery attempt recorded'),
      },
    });
    render();
    await userEvent.click(within(await cardOf('ORD-1001')).getByRole('button', { name: "Couldn't deliver" }));
    const dialog = screen.getByRole('dialog', { name: "Couldn't deliver" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record it' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Customer not answering' }));
    expect(within(dialog).getByLabelText('Reason (sent to the customer)')).toHaveValue('Customer not answering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record it' }));
    expect(await screen.findByText('ORD-1001: Delivery attempt recorded')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      { path: '/order/rider/delivery-failed', body: { orderId: 'o1', reason: 'Customer not answering' } },
    ]);
  });

  it('offers no steps on an order not out for delivery, and says when there is nothing to deliver', async () => {
    stubApi({
      'GET /order/rider/list': {
        body: ok({ open: [riderOrder({ status: 'PACKED' })], deliveredToday: [] }),
      },
    });
    render();
    const card = await cardOf('ORD-1001');
    expect(within(card).queryByRole('button', { name: 'Delivered' })).toBeNull();
    expect(within(card).queryByRole('button', { name: "Couldn't deliver" })).toBeNull();
    expect(within(card).getByText(/the shop marks it out for delivery/)).toBeInTheDocument();
  });

  it('polls the round every 30 seconds (no live event reaches riders)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = stubApi({ 'GET /order/rider/list': { body: ok({ open: [], deliveredToday: [] }) } });
      render();
      await screen.findByText('Nothing to deliver right now. Orders the shop gives you show up here.');
      expect(calls).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(calls).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });
});
