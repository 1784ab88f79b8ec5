import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import { SearchBar } from './SearchBar';

afterEach(() => vi.unstubAllGlobals());

const CATEGORY = { _id: 'c1', name: 'Fresh Fruits' };
const SUGGESTIONS = {
  products: [
    { _id: 'p1', name: 'Alphonso Mango', image: [], price: 200, discount: 10, unit: '1 kg' },
    { _id: 'p2', name: 'Mango Pickle', image: [], price: 90, discount: 0, unit: '300 g' },
  ],
  categories: [CATEGORY],
};

/** Where the app is, shown on every page so a test can read it. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderBar(path = '/search') {
  const calls = stubApi({
    'GET /product/suggest': ({ query }) => ({
      body: ok(query.q.length >= 2 ? SUGGESTIONS : { products: [], categories: [] }),
    }),
    'POST /subcategory/get': {
      body: ok([{ _id: 's1', name: 'Mangoes', image: '', category: [CATEGORY] }]),
    },
  });
  renderApp(
    <>
      <SearchBar />
      <Where />
    </>,
    { path, routes: { '/product/:product': <Where />, '/:category/:subCategory': <Where /> } },
  );
  return calls;
}

const where = () => screen.getByTestId('where').textContent;

describe('the search bar’s suggestions (issue 22)', { timeout: 20_000 }, () => {
  it('lists products and categories after two characters, as an ARIA combobox', async () => {
    const calls = renderBar();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'm');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'an');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Alphonso Mango1 kg$180.00',
      'Mango Pickle300 g$90.00',
      'Fresh Fruits',
    ]);
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    // No request for one character; the list shown is for the whole text.
    const asked = calls.filter((call) => call.path === '/product/suggest').map((call) => call.query.q);
    expect(asked.every((q) => q.length >= 2)).toBe(true);
    expect(asked.at(-1)).toBe('man');
    expect(where()).toBe('/search?q=man');
  });

  it('goes through the options with the arrow keys and opens the highlighted product with Enter', async () => {
    renderBar();
    const input = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(input, 'mango');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Mango Pickle/ });
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Alphonso Mango/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(where()).toBe('/product/mango-pickle-p2');
  });

  it('opens a category’s listing, its first sub-category', async () => {
    renderBar();
    await userEvent.type(screen.getByRole('combobox'), 'fru');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(where()).toBe('/fresh-fruits-c1/mangoes-s1');
  });

  it('closes with Escape, keeping the text, and Enter without a choice keeps the results for the text', async () => {
    renderBar('/search?q=&instock=1');
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'mango');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('mango');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    // The filters stay while the text changes.
    expect(where()).toBe('/search?q=mango&instock=1');
  });

  it('opens a suggestion with a click', async () => {
    renderBar();
    await userEvent.type(screen.getByRole('combobox'), 'alp');
    await userEvent.click(await screen.findByRole('option', { name: /Alphonso Mango/ }));
    expect(where()).toBe('/product/alphonso-mango-p1');
  });

  it('elsewhere is a link to the search page', () => {
    renderBar('/');
    expect(screen.getByRole('link', { name: 'Search products' })).toHaveAttribute('href', '/search');
  });
});
