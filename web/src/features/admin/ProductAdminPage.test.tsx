import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import ProductAdminPage from './ProductAdminPage';

const product = (index: number, stock: number) => ({
  _id: `p${index}`,
  name: `Basmati Rice ${index}`,
  image: index === 2 ? [] : ['/media/rice.webp'],
  category: [],
  subCategory: [],
  unit: '1 kg',
  stock,
  price: 12_345 + index,
  discount: 0,
  description: 'Long grain',
  more_details: {},
});

afterEach(() => vi.unstubAllGlobals());

function stubProducts() {
  return stubApi({
    'POST /product/get': ({ body }) => {
      const { page } = body as { page: number };
      return {
        body: ok([product(1, 40), product(2, 10), product(3, 0)], 'OK', {
          page,
          totalCount: 5028,
          totalNoPage: 419,
        }),
      };
    },
  });
}

describe('admin product list (issue 17)', { timeout: 20_000 }, () => {
  it('shows each product with its price and stock, low stock in red and in words, and a placeholder picture', async () => {
    stubProducts();
    renderApp(<ProductAdminPage />);
    const card = (await screen.findByText('Basmati Rice 1')).closest('li')!;
    expect(within(card).getByText('$12,346.00')).toBeInTheDocument();
    expect(within(card).getByText(/Stock:/)).toHaveTextContent('Stock: 40');
    expect(within(card).getByText(/Stock:/)).not.toHaveClass('text-red-700');
    const low = within(screen.getByText('Basmati Rice 2').closest('li')!).getByText(/Stock:/);
    expect(low).toHaveTextContent('Stock: 10 (low)');
    expect(low).toHaveClass('text-red-700');
    expect(screen.getByRole('img', { name: 'Basmati Rice 2' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });

  it('jumps to a typed page, to the last and back to the first, keeping Previous, n/total and Next', async () => {
    const calls = stubProducts();
    renderApp(<ProductAdminPage />);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    // The pager is drawn at once (1/1) and counts the pages when the first page arrives.
    expect(await within(pages).findByText('1/419')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.type(within(pages).getByLabelText('Go to page'), '250');
    await userEvent.click(within(pages).getByRole('button', { name: 'Go' }));
    expect(await within(pages).findByText('250/419')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Page 250' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    expect(await within(pages).findByText('419/419')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 418' }));
    expect(await within(pages).findByText('418/419')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'First' }));
    expect(await within(pages).findByText('1/419')).toBeInTheDocument();
    // Page 1 again comes from the cache.
    expect(calls.map((call) => (call.body as { page: number }).page)).toEqual([1, 250, 419, 418]);
  });

  it('names the product in the delete confirmation under the spec question', async () => {
    stubProducts();
    renderApp(<ProductAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Basmati Rice 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permanent Delete' });
    expect(within(dialog).getByText('Are you sure want to delete permanent ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Basmati Rice 3')).toBeInTheDocument();
    expect(within(dialog).getByText(/Product:/)).toBeInTheDocument();
  });

  it('opens the edit dialog of the product a low-stock link names (?edit=), and drops it on close', async () => {
    const calls = stubApi({
      'POST /product/get': { body: ok([product(1, 40)], 'OK', { page: 1, totalCount: 1, totalNoPage: 1 }) },
      'POST /product/get-product-details': { body: ok(product(7, 2)) },
      'GET /category/get': { body: ok([]) },
      'POST /subcategory/get': { body: ok([]) },
    });
    renderApp(<ProductAdminPage />, { path: '/dashboard/product?edit=p7' });
    const dialog = await screen.findByRole('dialog', { name: 'Update Product' });
    expect(await within(dialog).findByDisplayValue('Basmati Rice 7')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/product/get-product-details')?.body).toEqual({ productId: 'p7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Update Product' })).not.toBeInTheDocument();
  });

  it('edits a product sold by weight: how it is sold read-only, its terms in grams, only changes sent', async () => {
    const apples = {
      ...product(8, 20000),
      name: 'Shimla Apple',
      category: [{ _id: 'c1', name: 'Fruits' }],
      price: 119.99,
      sellBy: 'weight',
      weightStepGrams: 50,
      weightMinGrams: 250,
      weightMaxGrams: 2000,
      revision: 3,
      publish: true,
      free: false,
    };
    const calls = stubApi({
      'POST /product/get': { body: ok([apples], 'OK', { page: 1, totalCount: 1, totalNoPage: 1 }) },
      'GET /category/get': { body: ok([]) },
      'POST /subcategory/get': { body: ok([]) },
      'PUT /product/update-product-details': { body: ok(apples, 'Product updated') },
    });
    renderApp(<ProductAdminPage />);
    const card = (await screen.findByText('Shimla Apple')).closest('li')!;
    expect(within(card).getByText('$119.99 / kg')).toBeInTheDocument();
    expect(within(card).getByText(/Stock:/)).toHaveTextContent('Stock: 20000 g');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Shimla Apple' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Product' });
    const soldBy = within(dialog).getByLabelText('Sold by');
    expect(soldBy).toHaveValue('By weight');
    expect(soldBy).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Price per kg')).toHaveValue(119.99);
    expect(within(dialog).getByLabelText('Stock (grams)')).toHaveValue(20000);
    const step = within(dialog).getByLabelText('Step (grams)');
    expect(step).toHaveValue(50);
    await userEvent.clear(step);
    await userEvent.type(step, '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ _id: 'p8', revision: 3, weightStepGrams: 25 });
  });
});
