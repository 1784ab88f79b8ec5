import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTS } from '../../test/orders';
import { ok, renderApp, stubApi } from '../../test/render';
import OverviewPage from './OverviewPage';

// jsdom draws no canvas: the chart itself is checked in the browser (web/e2e/fulfilment.e2e.ts).
vi.mock('./OrdersChart', () => ({
  default: ({ days }: { days: unknown[] }) => <p>chart of {days.length} days</p>,
}));

afterEach(() => vi.unstubAllGlobals());

const days = Array.from({ length: 14 }, (_, index) => ({
  date: `2026-11-${String(11 + index).padStart(2, '0')}`,
  placed: index,
  delivered: index % 3,
  cancelled: index % 2,
  collected: index * 100,
}));

describe('admin Overview (issue 19)', { timeout: 20_000 }, () => {
  it('shows today, each status, the chart and its table, and low stock linked to each product’s edit dialog', async () => {
    const calls = stubApi({
      'GET /order/admin/summary': {
        body: ok({
          today: { placed: 13, delivered: 4, cancelled: 2, collected: 12_345 },
          toCollect: 678.5,
          byStatus: COUNTS,
          days,
        }),
      },
      'POST /product/stock-levels': {
        body: {
          ...ok([
            { _id: 'p1', name: 'Basmati Rice 1 kg', image: ['/media/rice.webp'], stock: 3 },
            { _id: 'p3', name: 'Toor Dal', image: [], stock: 8 },
          ]),
          totalCount: 2,
          totalNoPage: 1,
          page: 1,
          limit: 10,
          lowCount: 2,
          soldOutCount: 7,
          lowStockThreshold: 10,
        },
      },
    });
    renderApp(<OverviewPage />, { path: '/dashboard/overview' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const card = (label: string) => screen.getByText(label, { selector: 'dt, dt a' }).closest('div')!;
    expect(await screen.findByText('Placed today')).toBeInTheDocument();
    expect(within(card('Placed today')).getByRole('definition')).toHaveTextContent('13');
    expect(within(card('Delivered today')).getByRole('definition')).toHaveTextContent('4');
    expect(within(card('Cancelled today')).getByRole('definition')).toHaveTextContent('2');
    expect(within(card('Collected today')).getByRole('definition')).toHaveTextContent('$12,345.00');
    expect(within(card('To collect (cash on delivery)')).getByRole('definition')).toHaveTextContent('$678.50');
    expect(within(card('Delivered')).getByRole('definition')).toHaveTextContent('5');
    expect(within(card('Out for delivery')).getByRole('definition')).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Delivered' })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=DELIVERED',
    );
    expect(await screen.findByText('chart of 14 days')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '11 Nov' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit Basmati Rice 1 kg' })).toHaveAttribute(
      'href',
      '/dashboard/product?edit=p1',
    );
    expect(screen.getByText('3 left')).toBeInTheDocument();
    expect(screen.getByText('8 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Running low (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sold out (7)' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls.map((call) => call.path)).toContain('/order/admin/summary');
  });
});
