import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrderView, appleItem } from '../../test/orders';
import { ok, renderApp, stubApi } from '../../test/render';
import PackingListPage from './PackingListPage';

afterEach(() => vi.unstubAllGlobals());

const SLOT = `${'a'.repeat(24)}-20261125-0700`;

describe('the packing list of a slot (issue 37)', () => {
  it('gives each line its quantity, a line sold by weight in kg (issue 38)', async () => {
    const order = {
      ...adminOrderView(),
      items: [adminOrderView().items[0], appleItem()],
    };
    stubApi({
      'GET /delivery/admin/zones': { body: ok([]) },
      'POST /order/admin/list': { body: ok([order], 'OK', { page: 1, totalPage: 1, totalCount: 1 }) },
    });
    renderApp(<PackingListPage />, { path: `/dashboard/packing-list?slotId=${SLOT}` });
    const lines = await screen.findByRole('table', { name: 'Lines of order ORD-1001' });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Basmati Rice 1 kg', '2'],
      ['Shimla Apple', '0.75 kg'],
    ]);
    expect(screen.getByText('Collect $240.00 cash')).toBeInTheDocument();
  });
});
