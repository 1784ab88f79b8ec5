import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrderView, appleItem, COUNTS } from '../../test/orders';
import { ok, refused, renderApp, stubApi, type StubbedCall } from '../../test/render';
import OrdersAdminPage from './OrdersAdminPage';

afterEach(() => vi.unstubAllGlobals());

const ROUTE = { path: '/dashboard/orders', route: '/dashboard/orders/:orderId?' };
const rows = [
  adminOrderView(),
  adminOrderView({ id: 'o2', orderNo: 'ORD-1002', status: 'DELIVERED', nextStatuses: [] }),
];
const list = (body: Record<string, unknown>) =>
  ok(rows, 'OK', { page: body.page ?? 1, totalPage: 3, totalCount: 25, countsByStatus: COUNTS });
/** Issue 33: the page also asks for the card checkouts awaiting payment (none here). */
const NONE_AWAITING = { 'GET /order/admin/awaiting-payment': { body: ok([]) } };
const listCalls = (calls: StubbedCall[]) => calls.filter((call) => call.path === '/order/admin/list');
const rider = { _id: 'r1', name: 'Ravi Kumar', email: 'ravi@shop.local', mobile: '9123456780', role: 'RIDER' };
/** A packed, out or failed order's dialog offers the shop's riders. */
const RIDERS = { 'GET /user/admin/staff': { body: ok([rider]) } };

describe('admin Orders (issue 19)', { timeout: 20_000 }, () => {
  it('lists orders with their customer, items, total, payment and status, and counts per status', async () => {
    stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
    });
    renderApp(<OrdersAdminPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const row = (await within(await screen.findByRole('table')).findByRole('link', { name: 'ORD-1001' })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(row).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('2');
    expect(within(row).getByText('$240.00')).toBeInTheDocument();
    expect(within(row).getByText('Cash on Delivery')).toBeInTheDocument();
    expect(within(row).getByText('Placed')).toBeInTheDocument();
    // Phones get the same as cards (the stylesheet shows one or the other).
    const card = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')[0];
    expect(card).toHaveTextContent('2 items · $240.00 · Cash on Delivery');
    expect(within(card).getByRole('link', { name: 'ORD-1001' })).toHaveAttribute('href', '/dashboard/orders/o1');
    const filters = screen.getByRole('group', { name: 'Orders by status' });
    expect(within(filters).getByRole('button', { name: 'All (12)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Delivered (5)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('filters by status and searches after a pause, each from page 1', async () => {
    const calls = stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
    });
    renderApp(<OrdersAdminPage />, ROUTE);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('2/3');
    await userEvent.click(screen.getByRole('button', { name: 'Packed (2)' }));
    await screen.findByText('1/3');
    await userEvent.type(screen.getByPlaceholderText('Search order, e-mail, mobile or pincode'), 'ORD-1001');
    await waitFor(() => expect(listCalls(calls).at(-1)?.body).toMatchObject({ search: 'ORD-1001' }));
    expect(listCalls(calls).map((call) => call.body)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
      { page: 1, limit: 10, status: 'PACKED' },
      // One call for the whole typed Order No: the search waits for the typing to pause.
      { page: 1, limit: 10, status: 'PACKED', search: 'ORD-1001' },
    ]);
  });

  it('starts filtered by the status the address names (the Overview’s links), and keeps it under an open order', async () => {
    const calls = stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': { body: ok({ ...rows[0], payment: null }) },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders?status=DELIVERED' });
    expect(await screen.findByRole('button', { name: 'Delivered (5)' })).toHaveAttribute('aria-pressed', 'true');
    const link = within(screen.getByRole('table')).getByRole('link', { name: 'ORD-1001' });
    expect(link).toHaveAttribute('href', '/dashboard/orders/o1?status=DELIVERED');
    await userEvent.click(link);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Order No: ORD-1001' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.getByRole('button', { name: 'Delivered (5)' })).toHaveAttribute('aria-pressed', 'true');
    expect(listCalls(calls).every((call) => (call.body as { status?: string }).status === 'DELIVERED')).toBe(true);
  });

  it('opens an order with its lines, customer, address to call, history and only the steps it may take', async () => {
    stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': { body: ok({ ...rows[0], payment: null }) },
    });
    renderApp(<OrdersAdminPage />, ROUTE);
    await userEvent.click((await screen.findAllByText('asha@example.com'))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    expect(within(dialog).getByText('Basmati Rice 1 kg')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('link', { name: '9876543210' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:9876543210', 'tel:9876543210']);
    const steps = within(dialog).getByRole('group', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order']);
  });

  it('moves an order on step by step, each time offering only the next steps', async () => {
    let status = 'PACKED';
    const next: Record<string, string[]> = {
      PACKED: ['OUT_FOR_DELIVERY', 'CANCELLED'],
      OUT_FOR_DELIVERY: ['DELIVERED'],
      DELIVERED: [],
    };
    const detail = () => ({ body: ok({ ...adminOrderView({ status, nextStatuses: next[status] }), payment: null }) });
    const calls = stubApi({
      ...NONE_AWAITING,
      ...RIDERS,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': detail,
      'PUT /order/admin/update-status': ({ body }) => {
        status = (body as { status: string }).status;
        return { body: ok(adminOrderView({ status }), 'Order updated') };
      },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Out for delivery' }));
    await within(dialog).findByRole('button', { name: 'Mark delivered' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await within(dialog).findByText(/No further steps/);
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { orderId: 'o1', status: 'OUT_FOR_DELIVERY' },
      { orderId: 'o1', status: 'DELIVERED' },
    ]);
  });

  it('asks for a reason before cancelling', async () => {
    const calls = stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': { body: ok({ ...rows[0], payment: null }) },
      'PUT /order/admin/update-status': { body: ok(adminOrderView({ status: 'CANCELLED' }), 'Order updated') },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(within(confirm).getByText('Are you sure want to cancel this order ?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(within(confirm).getByText('Say why the order is cancelled')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.type(within(confirm).getByLabelText('Reason (sent to the customer)'), 'Address unreachable');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        orderId: 'o1',
        status: 'CANCELLED',
        reason: 'Address unreachable',
      }),
    );
  });

  it('shows a refused change as its message and reloads the order as another admin left it', async () => {
    let delivered = false;
    const calls = stubApi({
      ...NONE_AWAITING,
      ...RIDERS,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': () => ({
        body: ok({
          ...adminOrderView(
            delivered
              ? { status: 'OUT_FOR_DELIVERY', nextStatuses: ['DELIVERED'] }
              : { status: 'PLACED', nextStatuses: ['PACKED', 'CANCELLED'] },
          ),
          payment: null,
        }),
      }),
      'PUT /order/admin/update-status': () => {
        delivered = true;
        return { status: 409, body: refused('This order was changed meanwhile', 'ORDER_CHANGED_MEANWHILE') };
      },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order was changed meanwhile');
    await within(dialog).findByRole('button', { name: 'Mark delivered' });
    expect(within(dialog).queryByRole('button', { name: 'Mark packed' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/order/admin/details')).toHaveLength(2);
  });

  it('gives a packed order to a rider chosen from the staff’s riders', async () => {
    let assigned: typeof rider | null = null;
    const order = () => ({
      ...adminOrderView({ status: 'PACKED', nextStatuses: ['OUT_FOR_DELIVERY', 'CANCELLED'] }),
      rider: assigned && { id: assigned._id, name: assigned.name, email: assigned.email, mobile: assigned.mobile },
      payment: null,
    });
    const calls = stubApi({
      ...NONE_AWAITING,
      ...RIDERS,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': () => ({ body: ok(order()) }),
      'PUT /order/admin/assign-rider': () => {
        assigned = rider;
        return { body: ok(order(), 'Given to Ravi Kumar') };
      },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    expect(within(dialog).getByText('No rider yet')).toBeInTheDocument();
    const give = within(dialog).getByRole('button', { name: 'Give to rider' });
    expect(give).toBeDisabled();
    // The riders are asked once the dialog shows the section: wait for the call rather than race it.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/user/admin/staff')?.query).toEqual({ role: 'RIDER' }),
    );
    await userEvent.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Rider' }),
      'Ravi Kumar · 9123456780',
    );
    await userEvent.click(give);
    expect(await screen.findByText('Given to Ravi Kumar')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 'o1', riderEmail: 'ravi@shop.local' });
    expect(await within(dialog).findByRole('link', { name: '9123456780' })).toHaveAttribute('href', 'tel:9123456780');
    expect(within(dialog).queryByText('No rider yet')).toBeNull();
  });

  it('shows the cash a rider collected, and how far it is short of the total', async () => {
    stubApi({
      ...NONE_AWAITING,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': {
        body: ok({
          ...adminOrderView({ status: 'DELIVERED', nextStatuses: [] }),
          rider: { id: 'r1', name: 'Ravi Kumar', email: 'ravi@shop.local', mobile: '9123456780' },
          cashCollected: 200,
          paymentCollectedAt: '2026-11-24T12:00:00.000Z',
          payment: null,
        }),
      },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    expect(within(dialog).getByText(/Cash collected \$200\.00/)).toBeInTheDocument();
    expect(within(dialog).getByText('⚠ $40.00 short')).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Give to rider' })).toBeNull();
  });
});

describe('an order changed at packing, in the shop’s dialog (issue 38)', { timeout: 20_000 }, () => {
  it('lists the changes, the customer’s new total and the refund after packing still to go', async () => {
    const packedForLess = {
      ...adminOrderView({ status: 'PACKED', nextStatuses: [], paymentMethod: 'CARD' }),
      items: [{ ...rows[0].items[0], quantity: 1, lineTotal: 120 }],
      totalAmt: 120,
      confirmedTotalAmt: 240,
      refundAmt: 120,
      adjustments: [{ type: 'SHORT', productId: 'p1', name: 'Basmati Rice 1 kg', ordered: 2, packed: 1, amount: -120 }],
      payment: {
        status: 'PAID',
        amountTotal: 24000,
        refundId: null,
        refundAttempts: 0,
        lastRefundError: null,
        refundAmount: null,
        packedRefund: {
          amount: 12000,
          refundId: null,
          attempts: 2,
          lastError: 'card_declined',
          refundedAt: null,
          droppedAt: null,
        },
        updatedAt: '2026-11-24T10:00:00.000Z',
      },
    };
    stubApi({
      ...NONE_AWAITING,
      ...RIDERS,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': { body: ok(packedForLess) },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    expect(await within(dialog).findByText('Basmati Rice 1 kg: 1 of 2 packed, −$120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$120.00 refunded to the card')).toBeInTheDocument();
    expect(within(dialog).getByText('$120.00 · pending, 2 attempts')).toBeInTheDocument();
    expect(within(dialog).getByText('card_declined')).toBeInTheDocument();
  });
});

describe('an order with a line sold by weight, in the shop’s dialog (issue 38)', { timeout: 20_000 }, () => {
  it('shows its weight and price per kg, and a heavier weighing that added to the bill', async () => {
    // Weighed 0.8 kg of 0.75 ($95.99, $6.00 more): the rice short by one made room for it.
    const weighed = {
      ...adminOrderView({ status: 'PACKED', nextStatuses: [] }),
      items: [{ ...rows[0].items[0], quantity: 1, lineTotal: 120 }, appleItem({ quantity: 0.8, lineTotal: 95.99 })],
      totalAmt: 215.99,
      confirmedTotalAmt: 329.99,
      adjustments: [
        { type: 'SHORT', productId: 'p1', name: 'Basmati Rice 1 kg', ordered: 2, packed: 1, amount: -120 },
        {
          type: 'WEIGHED',
          productId: 'p4',
          name: 'Shimla Apple',
          ordered: 0.75,
          packed: 0.8,
          sellBy: 'weight',
          amount: 6,
        },
      ],
    };
    stubApi({
      ...NONE_AWAITING,
      ...RIDERS,
      'POST /order/admin/list': ({ body }) => ({ body: list(body as Record<string, unknown>) }),
      'POST /order/admin/details': { body: ok(weighed) },
    });
    renderApp(<OrdersAdminPage />, { ...ROUTE, path: '/dashboard/orders/o1' });
    const dialog = await screen.findByRole('dialog', { name: 'Order No: ORD-1001' });
    expect(await within(dialog).findByText('0.8 kg × $119.99 / kg')).toBeInTheDocument();
    expect(within(dialog).getByText('1 × $120.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Shimla Apple: weighed 0.8 kg (0.75 kg ordered), +$6.00')).toBeInTheDocument();
    expect(within(dialog).getByText('The customer pays $215.99 instead of $329.99')).toBeInTheDocument();
  });
});
