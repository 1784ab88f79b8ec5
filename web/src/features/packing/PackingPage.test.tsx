import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, refused, renderApp, stubApi } from '../../test/render';
import { adminOrderView } from '../../test/orders';
import PackingPage from './PackingPage';

afterEach(() => vi.unstubAllGlobals());

const line = (productId: string, name: string, quantity: number, unitPrice: number, substitution: string) => ({
  productId,
  product_details: { name, image: [] },
  quantity,
  price: unitPrice,
  discount: 0,
  unitPrice,
  lineTotal: quantity * unitPrice,
  substitution,
});

/** A cash order of two tomatoes ($40) and one butter ($56, may be replaced), $136 in all. */
const queued = (paymentMethod: 'CASH_ON_DELIVERY' | 'CARD' = 'CASH_ON_DELIVERY') => ({
  ...adminOrderView({ paymentMethod }, { itemCount: 3 }),
  items: [line('p1', 'Tomatoes 1 kg', 2, 40, 'NONE'), line('p2', 'Amul Butter 100 g', 1, 56, 'SIMILAR')],
  subTotalAmt: 136,
  totalAmt: 136,
  confirmedTotalAmt: 136,
  substitution: { default: 'NONE', lines: { p2: 'SIMILAR' } },
  createdAt: new Date(Date.now() - 12 * 60_000).toISOString(),
});
const motherDairy = {
  _id: 'p9',
  name: 'Mother Dairy Butter 100 g',
  image: [],
  category: [],
  subCategory: [],
  unit: '100 g',
  stock: 7,
  price: 60,
  discount: 10,
  description: '',
  more_details: {},
  publish: true,
};

const render = (path = '/dashboard/packing') =>
  renderApp(<PackingPage />, { path, route: '/dashboard/packing/:orderId?' });
const lineCard = (name: string) => screen.findByRole('article', { name });
const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('packing', { timeout: 30_000 }, () => {
  it('lists the queue with each order’s time, customer, size and age', async () => {
    stubApi({ 'GET /order/admin/packing-queue': { body: ok([queued()]) } });
    render();
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    expect(within(card).getByText('No time booked')).toBeInTheDocument();
    expect(within(card).getByText('Asha Rao · 3 items · placed 12 min ago')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start packing ORD-1001' })).toHaveAttribute(
      'href',
      '/dashboard/packing/o1',
    );
    expect(screen.getByText('1 order to pack')).toBeInTheDocument();
  });

  it('says when the queue shows only the first of the orders waiting', async () => {
    stubApi({ 'GET /order/admin/packing-queue': { body: ok([queued()], 'Orders to pack', { waiting: 61 }) } });
    render();
    expect(await screen.findByText('The first 1 of 61 orders to pack')).toBeInTheDocument();
  });

  it('finds an order by the Order No typed in, and says when it no longer waits', async () => {
    const calls = stubApi({
      'GET /order/admin/packing-queue': ({ query }) => ({
        body: query.orderId
          ? ok(query.orderId === 'ORD-1001' ? [queued()] : [], 'Orders to pack')
          : ok([], 'Orders to pack', { waiting: 0 }),
      }),
    });
    render();
    expect(await screen.findByText('All packed')).toBeInTheDocument();
    const find = screen.getByRole('search', { name: 'Find an order' });
    await userEvent.type(within(find).getByLabelText('Order No'), ' ORD-1001 ');
    await userEvent.click(within(find).getByRole('button', { name: 'Find' }));
    const card = await screen.findByRole('article', { name: 'Order No: ORD-1001' });
    expect(within(card).getByRole('link', { name: 'Start packing ORD-1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the whole queue' })).toHaveAttribute('href', '/dashboard/packing');

    await userEvent.clear(within(find).getByLabelText('Order No'));
    await userEvent.type(within(find).getByLabelText('Order No'), 'ORD-2002');
    await userEvent.click(within(find).getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ORD-2002 is not waiting to be packed: it was packed or cancelled already.',
    );
    expect(calls.map((call) => call.query.orderId)).toEqual([undefined, 'ORD-1001', 'ORD-2002']);
  });

  it('says when nothing waits', async () => {
    stubApi({ 'GET /order/admin/packing-queue': { body: ok([]) } });
    render();
    expect(await screen.findByText('Nothing to pack right now. New orders show up here.')).toBeInTheDocument();
  });

  it('packs line by line: confirm waits for every line, a short line lowers the total to collect', async () => {
    let packed = false;
    const calls = stubApi({
      'GET /order/admin/packing-queue': () => ({ body: ok(packed ? [] : [queued()]) }),
      'PUT /order/admin/pack': () => {
        packed = true;
        return { body: ok(queued(), 'Packed') };
      },
    });
    render('/dashboard/packing/o1');
    const tomatoes = await lineCard('Tomatoes 1 kg');
    expect(within(tomatoes).getByText("Don't replace")).toBeInTheDocument();
    expect(within(tomatoes).queryByRole('button', { name: /^Substitute/ })).toBeNull();
    const butter = screen.getByRole('article', { name: 'Amul Butter 100 g' });
    expect(within(butter).getByText('Replace with similar')).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Confirm packed' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('Check 2 more lines to confirm.')).toBeInTheDocument();

    await userEvent.click(within(tomatoes).getByRole('button', { name: 'One fewer Tomatoes 1 kg' }));
    expect(within(tomatoes).getByText('1 of 2 packed')).toBeInTheDocument();
    expect(within(butter).getByText('Not checked yet')).toBeInTheDocument();
    expect(within(tomatoes).getByText('1 short · −$40.00')).toBeInTheDocument();
    await userEvent.click(within(butter).getByRole('button', { name: 'All 1 packed: Amul Butter 100 g' }));
    expect(confirm).toBeEnabled();
    expect(screen.getByText('Collect $96.00')).toBeInTheDocument();

    await userEvent.click(confirm);
    expect(await screen.findByText('ORD-1001: Packed')).toBeInTheDocument();
    expect(puts(calls)).toEqual([
      {
        path: '/order/admin/pack',
        body: {
          orderId: 'o1',
          lines: [
            { productId: 'p1', packed: 1 },
            { productId: 'p2', packed: 1 },
          ],
        },
      },
    ]);
    // Back at the queue, read again.
    expect(await screen.findByText('Nothing to pack right now. New orders show up here.')).toBeInTheDocument();
  });

  it('puts in a substitute found by search, and says what goes back to the card', async () => {
    const calls = stubApi({
      'GET /order/admin/packing-queue': { body: ok([queued('CARD')]) },
      'POST /product/search-product': { body: ok([motherDairy], 'OK', { page: 1, totalPage: 1, totalCount: 1 }) },
      'PUT /order/admin/pack': { body: ok(queued('CARD'), 'Packed') },
    });
    render('/dashboard/packing/o1');
    const tomatoes = await lineCard('Tomatoes 1 kg');
    await userEvent.click(within(tomatoes).getByRole('button', { name: 'All 2 packed: Tomatoes 1 kg' }));
    const butter = screen.getByRole('article', { name: 'Amul Butter 100 g' });
    await userEvent.click(within(butter).getByRole('button', { name: 'Substitute Amul Butter 100 g' }));
    const dialog = screen.getByRole('dialog', { name: 'Substitute for Amul Butter 100 g' });
    await userEvent.type(within(dialog).getByLabelText('Search the shop'), 'butter');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Mother Dairy Butter 100 g/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this substitute' }));

    // $60 less 10%: $54 for the $56 butter.
    expect(within(butter).getByText('Mother Dairy Butter 100 g')).toBeInTheDocument();
    expect(within(butter).getByText(/charged \$54\.00/)).toBeInTheDocument();
    expect(screen.getByText('Refund $2.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm packed' }));
    await screen.findByText('ORD-1001: Packed');
    expect(calls.find((call) => call.path === '/product/search-product')?.body).toMatchObject({
      search: 'butter',
      inStock: true,
    });
    expect(puts(calls)[0].body).toEqual({
      orderId: 'o1',
      lines: [
        { productId: 'p1', packed: 2 },
        { productId: 'p2', packed: 0, substitute: { productId: 'p9', quantity: 1 } },
      ],
    });
  });

  it('shows the server’s refusal above Confirm, once', async () => {
    stubApi({
      'GET /order/admin/packing-queue': { body: ok([queued()]) },
      'PUT /order/admin/pack': {
        status: 409,
        body: refused('Another packer got there first', 'ORDER_CHANGED_MEANWHILE'),
      },
    });
    render('/dashboard/packing/o1');
    for (const name of ['Tomatoes 1 kg', 'Amul Butter 100 g']) {
      const card = await lineCard(name);
      await userEvent.click(within(card).getByRole('button', { name: /^All \d packed/ }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Confirm packed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another packer got there first');
    expect(screen.getAllByText('Another packer got there first')).toHaveLength(1);
  });

  describe('a line sold by weight (issue 38)', () => {
    /** Two tomatoes ($40) and 0.75 kg of apples at $119.99 a kg ($89.99, may be replaced): $169.99. */
    const weighedOrder = (paymentMethod: 'CASH_ON_DELIVERY' | 'CARD' = 'CASH_ON_DELIVERY') => ({
      ...queued(paymentMethod),
      items: [
        { ...line('p1', 'Tomatoes 1 kg', 2, 40, 'NONE'), sellBy: 'unit' },
        { ...line('p4', 'Shimla Apple', 0.75, 119.99, 'SIMILAR'), sellBy: 'weight', lineTotal: 89.99 },
      ],
      subTotalAmt: 169.99,
      totalAmt: 169.99,
      confirmedTotalAmt: 169.99,
      substitution: { default: 'NONE', lines: { p4: 'SIMILAR' } },
    });

    it('is weighed in kg instead of counted: confirm waits for the weight, the total follows it', async () => {
      const calls = stubApi({
        'GET /order/admin/packing-queue': { body: ok([weighedOrder()]) },
        'PUT /order/admin/pack': { body: ok(weighedOrder(), 'Packed') },
      });
      render('/dashboard/packing/o1');
      const apples = await lineCard('Shimla Apple');
      expect(within(apples).getByText('0.75 kg')).toBeInTheDocument();
      expect(within(apples).getByText(/\$119\.99 \/ kg/)).toBeInTheDocument();
      expect(within(apples).queryByRole('button', { name: /^All/ })).toBeNull();
      expect(within(apples).queryByRole('group', { name: /Packed count/ })).toBeNull();
      const weight = within(apples).getByLabelText('Weight (kg) of Shimla Apple');
      expect(weight).toHaveAttribute('inputmode', 'decimal');
      expect(weight).toHaveClass('min-h-12');

      const tomatoes = screen.getByRole('article', { name: 'Tomatoes 1 kg' });
      await userEvent.click(within(tomatoes).getByRole('button', { name: 'All 2 packed: Tomatoes 1 kg' }));
      const confirm = screen.getByRole('button', { name: 'Confirm packed' });
      expect(confirm).toBeDisabled();
      expect(screen.getByText('Check 1 more line to confirm.')).toBeInTheDocument();

      // A weight the scale cannot show (4 decimals) is said to be wrong and weighs nothing.
      await userEvent.type(weight, '0.6255');
      expect(within(apples).getByText(/Type the weight in kg/)).toBeInTheDocument();
      expect(confirm).toBeDisabled();
      await userEvent.clear(weight);
      await userEvent.type(weight, '0.62');
      expect(within(apples).queryByText(/Type the weight in kg/)).toBeNull();
      // 0.62 kg is $74.39: $15.60 less.
      expect(within(apples).getByText('0.13 kg under · −$15.60')).toBeInTheDocument();
      expect(screen.getByText('Collect $154.39')).toBeInTheDocument();
      // Weighed, it is packed: nothing to replace.
      expect(within(apples).queryByRole('button', { name: 'Substitute Shimla Apple' })).toBeNull();
      expect(confirm).toBeEnabled();

      await userEvent.click(confirm);
      await screen.findByText('ORD-1001: Packed');
      expect(puts(calls)[0].body).toEqual({
        orderId: 'o1',
        lines: [
          { productId: 'p1', packed: 2 },
          { productId: 'p4', packed: 1, weight: 0.62 },
        ],
      });
    });

    it('adds a heavier weight only as far as the rest of the pack took off', async () => {
      stubApi({ 'GET /order/admin/packing-queue': { body: ok([weighedOrder()]) } });
      render('/dashboard/packing/o1');
      const apples = await lineCard('Shimla Apple');
      const tomatoes = screen.getByRole('article', { name: 'Tomatoes 1 kg' });
      await userEvent.click(within(tomatoes).getByRole('button', { name: 'All 2 packed: Tomatoes 1 kg' }));
      // 0.8 kg is $6.00 more, with nothing taken off elsewhere: the total stays what was confirmed.
      await userEvent.type(within(apples).getByLabelText('Weight (kg) of Shimla Apple'), '0.8');
      expect(
        within(apples).getByText('0.05 kg over · no charge: the customer pays no more than confirmed'),
      ).toBeInTheDocument();
      expect(screen.getByText('$169.99')).toBeInTheDocument();
      // A tomato short ($40 off) makes room for the $6.00.
      await userEvent.click(within(tomatoes).getByRole('button', { name: 'One fewer Tomatoes 1 kg' }));
      expect(within(apples).getByText('0.05 kg over · +$6.00')).toBeInTheDocument();
      expect(screen.getByText('Collect $135.99')).toBeInTheDocument();
    });

    it('is marked not on the shelf, then replaced where the shopper allows it', async () => {
      const calls = stubApi({
        'GET /order/admin/packing-queue': { body: ok([weighedOrder('CARD')]) },
        'POST /product/search-product': {
          body: ok([{ ...motherDairy, _id: 'p8', name: 'Green Apple 1 kg', price: 80, discount: 0 }], 'OK', {
            page: 1,
            totalPage: 1,
            totalCount: 1,
          }),
        },
        'PUT /order/admin/pack': { body: ok(weighedOrder('CARD'), 'Packed') },
      });
      render('/dashboard/packing/o1');
      const apples = await lineCard('Shimla Apple');
      const tomatoes = screen.getByRole('article', { name: 'Tomatoes 1 kg' });
      await userEvent.click(within(tomatoes).getByRole('button', { name: 'All 2 packed: Tomatoes 1 kg' }));
      const none = within(apples).getByRole('button', { name: 'Not on the shelf: Shimla Apple' });
      await userEvent.click(none);
      expect(none).toHaveAttribute('aria-pressed', 'true');
      expect(within(apples).getByText('Not packed · −$89.99')).toBeInTheDocument();
      expect(screen.getByText('Refund $89.99')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Confirm packed' })).toBeEnabled();

      await userEvent.click(within(apples).getByRole('button', { name: 'Substitute Shimla Apple' }));
      const dialog = screen.getByRole('dialog', { name: 'Substitute for Shimla Apple' });
      expect(
        within(dialog).getByText(/Replaces 0\.75 kg of Shimla Apple; the customer pays at most \$89\.99/),
      ).toBeInTheDocument();
      await userEvent.type(within(dialog).getByLabelText('Search the shop'), 'apple');
      await userEvent.click(await within(dialog).findByRole('button', { name: /Green Apple 1 kg/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Use this substitute' }));
      expect(within(apples).getByText(/charged \$80\.00/)).toBeInTheDocument();
      expect(screen.getByText('Refund $9.99')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Confirm packed' }));
      await screen.findByText('ORD-1001: Packed');
      expect(puts(calls)[0].body).toEqual({
        orderId: 'o1',
        lines: [
          { productId: 'p1', packed: 2 },
          { productId: 'p4', packed: 0, substitute: { productId: 'p8', quantity: 1 } },
        ],
      });
    });
  });
});
