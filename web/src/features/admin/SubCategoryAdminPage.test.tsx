import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import SubCategoryAdminPage from './SubCategoryAdminPage';

const snacks = { _id: 'c1', name: 'Snacks' };
const drinks = { _id: 'c2', name: 'Beverages' };
// 23 sub-categories: 20 of snacks, 3 of drinks.
const subCategories = Array.from({ length: 23 }, (_, index) => ({
  _id: `s${index + 1}`,
  name: index < 20 ? `Chips ${String(index + 1).padStart(2, '0')}` : `Juice ${index - 19}`,
  image: '/media/s.webp',
  category: [index < 20 ? snacks : drinks],
}));

afterEach(() => vi.unstubAllGlobals());

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('Sub Category admin table (issue 17)', { timeout: 20_000 }, () => {
  it('shows 10 rows a page with Sr.No running on, and pages through the rest', async () => {
    stubApi({ 'POST /subcategory/get': { body: ok(subCategories) }, 'GET /category/renames': { body: ok([]) } });
    renderApp(<SubCategoryAdminPage />);
    await screen.findByRole('cell', { name: 'Chips 01' });
    expect(rowNames()).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Sub category pages' });
    expect(within(pages).getByText('1/3')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    expect(rowNames()).toEqual(['Juice 1', 'Juice 2', 'Juice 3']);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent(/^21/);
  });

  it('finds sub-categories by their name or their category, from page 1', async () => {
    stubApi({ 'POST /subcategory/get': { body: ok(subCategories) }, 'GET /category/renames': { body: ok([]) } });
    renderApp(<SubCategoryAdminPage />);
    await screen.findByRole('cell', { name: 'Chips 01' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.type(screen.getByLabelText('Search sub categories'), 'bever');
    expect(rowNames()).toEqual(['Juice 1', 'Juice 2', 'Juice 3']);
    expect(screen.getByText('1/1')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search sub categories'));
    await userEvent.type(screen.getByLabelText('Search sub categories'), 'chips 1');
    expect(rowNames()).toEqual([
      'Chips 10',
      'Chips 11',
      'Chips 12',
      'Chips 13',
      'Chips 14',
      'Chips 15',
      'Chips 16',
      'Chips 17',
      'Chips 18',
      'Chips 19',
    ]);
    await userEvent.type(screen.getByLabelText('Search sub categories'), 'x');
    expect(screen.getByText('No sub categories match.')).toBeInTheDocument();
  });

  it('turns to the page of a sub-category just added, wherever its name sorts, leaving a search it misses', async () => {
    const zucchini = { _id: 's24', name: 'Zucchini', image: '/media/z.webp', category: [snacks] };
    let list = subCategories;
    stubApi({
      'POST /subcategory/get': () => ({ body: ok(list) }),
      'GET /category/renames': { body: ok([]) },
      'GET /category/get': { body: ok([snacks, drinks]) },
      'POST /file/upload': { body: ok({ url: zucchini.image }, 'Image uploaded') },
      'POST /subcategory/create': () => {
        list = [...subCategories, zucchini];
        return { body: ok(zucchini, 'Sub-category added') };
      },
    });
    renderApp(<SubCategoryAdminPage />);
    await screen.findByRole('cell', { name: 'Chips 01' });
    await userEvent.type(screen.getByLabelText('Search sub categories'), 'bever');
    await userEvent.click(screen.getByRole('button', { name: 'Add Sub Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sub Category' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Zucchini');
    await userEvent.upload(
      within(dialog).getByLabelText('Upload Image'),
      new File([new Uint8Array(2000)], 'z.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Zucchini sub-category' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Snacks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('cell', { name: 'Zucchini' });
    expect(screen.getByLabelText('Search sub categories')).toHaveValue('');
    expect(screen.getByText('3/3')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Juice 1', 'Juice 2', 'Juice 3', 'Zucchini']);
  });

  it('names the sub-category in the delete confirmation under the spec question', async () => {
    stubApi({ 'POST /subcategory/get': { body: ok(subCategories) }, 'GET /category/renames': { body: ok([]) } });
    renderApp(<SubCategoryAdminPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Chips 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permanent Delete' });
    expect(within(dialog).getByText('Are you sure permanent delete ?')).toBeInTheDocument();
    expect(within(dialog).getByText('Chips 02')).toBeInTheDocument();
  });
});
