import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appleItem, appleWeighed, orderView } from '../../test/orders';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import OrderDetailsPage from './OrderDetailsPage';
import OrdersPage from './OrdersPage';

afterEach(() => vi.unstubAllGlobals());

const packed = orderView({
  id: 'o2',
  orderNo: 'ORD-1002',
  status: 'PACKED',
  history: [
    { status: 'PLACED', at: '2026-11-24T09:30:00.000Z', by: 'SHOPPER' },
    { status: 'PACKED', at: '2026-11-24T10:00:00.000Z', by: 'ADMIN' },
  ],
  nextStatuses: [],
});

const progress = (card: HTMLElement) => within(card).getByRole('list', { name: 'Order progress' });
const currentStep = (card: HTMLElement) =>
  within(progress(card))
    .getAllByRole('listitem')
    .find((step) => step.getAttribute('aria-current') === 'step');

describe('My Orders (issue 19)', { timeout: 20_000 }, () => {
  it('shows each order’s status and steps, and Cancel order only while the shop has not packed it', async () => {
    stubApi({ 'GET /order/order-list': { body: ok([orderView(), packed]) } });
    renderApp(<OrdersPage />);
    const placed = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    expect(currentStep(placed)).toHaveTextContent(/Placed/);
    expect(
      within(progress(placed))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringMatching(/Placed/),
      'Packed (to come)',
      'Out for delivery (to come)',
      'Delivered (to come)',
    ]);
    expect(within(placed).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(placed).getByRole('link', { name: 'Order details ORD-1001' })).toHaveAttribute(
      'href',
      '/dashboard/myorders/o1',
    );

    const other = screen.getByRole('article', { name: 'Order No: ORD-1002' });
    expect(within(other).getAllByText('Packed')[0]).toHaveClass('rounded-full');
    expect(currentStep(other)).toHaveTextContent(/Packed/);
    expect(within(other).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('lists the newest orders first and the older ones on Show more orders', async () => {
    const pages: Record<string, unknown[]> = { '1': [orderView()], '2': [packed] };
    stubApi({
      'GET /order/order-list': ({ query }) => {
        const page = query.page ?? '';
        return { body: ok(pages[page], 'Order list', { page: Number(page), limit: 20, totalPage: 2, totalCount: 2 }) };
      },
    });
    renderApp(<OrdersPage />);
    await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    expect(screen.queryByRole('article', { name: 'Order No: ORD-1002' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders (1 of 2)' }));
    expect(await screen.findByRole('article', { name: 'Order No: ORD-1002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more orders/ })).not.toBeInTheDocument();
  });

  it('cancels an order after asking, with the reason given, and shows it cancelled', async () => {
    let cancelled = false;
    const calls = stubApi({
      'GET /order/order-list': () => ({
        body: ok([
          cancelled
            ? orderView({
                status: 'CANCELLED',
                history: [
                  { status: 'PLACED', at: '2026-11-24T09:30:00.000Z', by: 'SHOPPER' },
                  { status: 'CANCELLED', at: '2026-11-24T09:40:00.000Z', by: 'SHOPPER', reason: 'Ordered twice' },
                ],
                nextStatuses: [],
              })
            : orderView(),
        ]),
      }),
      'PUT /order/cancel': () => {
        cancelled = true;
        return { body: ok(orderView({ status: 'CANCELLED', nextStatuses: [] }), 'Order cancelled') };
      },
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    expect(within(dialog).getByText('ORD-1001')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Ordered twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order cancelled');
    expect(await within(progress(card)).findByText('Reason: Ordered twice')).toBeInTheDocument();
    expect(currentStep(card)).toHaveTextContent(/Cancelled/);
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ orderId: 'o1', reason: 'Ordered twice' });
  });

  it('shows a refusal’s message and the order as it now is when the shop packed it meanwhile', async () => {
    let refusedOnce = false;
    stubApi({
      'GET /order/order-list': () => ({
        body: ok([refusedOnce ? { ...packed, _id: 'o1', orderId: 'ORD-1001' } : orderView()]),
      }),
      'PUT /order/cancel': () => {
        refusedOnce = true;
        return {
          status: 409,
          body: refused('An order that is Packed cannot become Cancelled', 'ORDER_TRANSITION_NOT_ALLOWED'),
        };
      },
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel Order' })).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('An order that is Packed cannot become Cancelled');
    await within(card).findByText('Packed', { selector: '.rounded-full' });
    expect(within(card).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows a step the shop made without a reload (the list is asked again when the page comes back into focus)', async () => {
    let shopPacked = false;
    stubApi({
      'GET /order/order-list': () => ({
        body: ok([shopPacked ? { ...packed, _id: 'o1', orderId: 'ORD-1001' } : orderView()]),
      }),
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    expect(currentStep(card)).toHaveTextContent(/Placed/);
    shopPacked = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await within(card).findByText('Packed', { selector: '.rounded-full' });
    expect(currentStep(card)).toHaveTextContent(/Packed/);
  });
});

describe('an order’s own page (issue 19)', { timeout: 20_000 }, () => {
  it('shows the lines, the address with a mobile to call, the payment and the steps', async () => {
    const calls = stubApi({ 'GET /order/details': { body: ok(packed) } });
    renderApp(<OrderDetailsPage />, { path: '/dashboard/myorders/o2', route: '/dashboard/myorders/:orderId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order No: ORD-1002' })).toBeInTheDocument();
    expect(screen.getByText('Basmati Rice 1 kg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    expect(screen.getByText(/Cash on Delivery/)).toBeInTheDocument();
    expect(currentStep(document.body)).toHaveTextContent(/Packed/);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/order/details' });
  });

  it('says so when the order is not one of the shopper’s', async () => {
    stubApi({ 'GET /order/details': { status: 404, body: refused('Order not found', 'ORDER_NOT_FOUND') } });
    renderApp(<OrderDetailsPage />, { path: '/dashboard/myorders/zzz', route: '/dashboard/myorders/:orderId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order among yours.');
  });
});

describe('an order changed at packing (issue 38)', { timeout: 20_000 }, () => {
  const changed = {
    ...packed,
    items: [
      { ...packed.items[0], quantity: 1, lineTotal: 120 },
      {
        productId: 'p9',
        product_details: { name: 'Mother Dairy Butter', image: [] },
        quantity: 1,
        price: 60,
        discount: 10,
        unitPrice: 54,
        lineTotal: 54,
        substitution: 'NONE',
        substituteFor: 'p2',
      },
    ],
    totalAmt: 174,
    confirmedTotalAmt: 296,
    adjustments: [
      { type: 'SHORT', productId: 'p1', name: 'Basmati Rice 1 kg', ordered: 2, packed: 1, amount: -120 },
      {
        type: 'SUBSTITUTED',
        productId: 'p2',
        name: 'Amul Butter',
        ordered: 1,
        packed: 0,
        substitute: { productId: 'p9', name: 'Mother Dairy Butter', quantity: 1, lineTotal: 54 },
        amount: -2,
      },
    ],
  };

  it('lists each change in plain words and the new total beside the confirmed one', async () => {
    stubApi({ 'GET /order/details': { body: ok(changed) } });
    renderApp(<OrderDetailsPage />, { path: '/dashboard/myorders/o2', route: '/dashboard/myorders/:orderId' });
    expect(await screen.findByText('Basmati Rice 1 kg: 1 of 2 packed, −$120.00')).toBeInTheDocument();
    expect(screen.getByText('Amul Butter replaced by Mother Dairy Butter ×1, −$2.00')).toBeInTheDocument();
    expect(screen.getByText('Replaces Amul Butter')).toBeInTheDocument();
    expect(screen.getByText('You pay $174.00 instead of $296.00')).toBeInTheDocument();
  });

  it('a card order says what goes back to the card, in My Orders too', async () => {
    stubApi({
      'GET /order/order-list': {
        body: ok([{ ...changed, paymentMethod: 'CARD', payment_status: 'PAID', refundAmt: 122 }], 'OK', {
          page: 1,
          totalPage: 1,
          totalCount: 1,
        }),
      },
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1002' });
    expect(within(card).getByText('$122.00 refunded to your card')).toBeInTheDocument();
    expect(within(card).getByText('Basmati Rice 1 kg: 1 of 2 packed, −$120.00')).toBeInTheDocument();
    expect(within(card).queryByText(/instead of/)).toBeNull();
  });
});

describe('an order with a line sold by weight (issue 38)', { timeout: 20_000 }, () => {
  const weighed = {
    ...packed,
    items: [packed.items[0], appleItem({ quantity: 0.62, lineTotal: 74.39 })],
    totalAmt: 314.39,
    confirmedTotalAmt: 329.99,
    adjustments: [appleWeighed],
  };

  it('shows its weight and price per kg, and what it was weighed at beside what was ordered', async () => {
    stubApi({ 'GET /order/details': { body: ok(weighed) } });
    renderApp(<OrderDetailsPage />, { path: '/dashboard/myorders/o2', route: '/dashboard/myorders/:orderId' });
    expect(await screen.findByText('0.62 kg × $119.99 / kg')).toBeInTheDocument();
    expect(screen.getByText('$74.39')).toBeInTheDocument();
    // The unit line as before.
    expect(screen.getByText('2 × $120.00')).toBeInTheDocument();
    expect(screen.getByText('Shimla Apple: weighed 0.62 kg (0.75 kg ordered), −$15.60')).toBeInTheDocument();
    expect(screen.getByText('You pay $314.39 instead of $329.99')).toBeInTheDocument();
  });

  it('writes its weight in My Orders, and a line none of which was packed', async () => {
    const none = {
      ...weighed,
      items: [packed.items[0]],
      adjustments: [
        {
          type: 'SHORT',
          productId: 'p4',
          name: 'Shimla Apple',
          ordered: 0.75,
          packed: 0,
          sellBy: 'weight',
          amount: -89.99,
        },
      ],
    };
    stubApi({
      'GET /order/order-list': {
        body: ok([{ ...weighed, _id: 'o3', orderId: 'ORD-1003' }, none], 'OK', {
          page: 1,
          totalPage: 1,
          totalCount: 2,
        }),
      },
    });
    renderApp(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1003' });
    expect(within(card).getByText('0.62 kg')).toBeInTheDocument();
    expect(within(card).getByText('× 2')).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Order No: ORD-1002' });
    expect(within(other).getByText('Shimla Apple: not packed (0.75 kg ordered), −$89.99')).toBeInTheDocument();
  });
});
