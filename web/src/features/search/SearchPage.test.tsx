import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '../../test/render';
import SearchPage from './SearchPage';

afterEach(() => vi.unstubAllGlobals());

const FRUITS = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Fruits' };
const PICKLES = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', name: 'Pickles' };
const product = (id: string, name: string) => ({
  _id: id,
  name,
  image: [],
  price: 100,
  discount: 0,
  stock: 5,
  unit: '1 kg',
  publish: true,
  category: [],
  subCategory: [],
});

type Body = { search: string; categoryId?: string; inStock?: boolean; sort?: string; page: number };

/**
 * The catalog as the contract has it: 'mnago' finds nothing but offers 'mango'; Pickles narrows to one;
 * 'curd' finds only what its correction 'card' names.
 */
function answer(body: Body) {
  if (body.search === 'curd') {
    return ok([product('p3', 'Memory Card 64 GB')], 'OK', {
      page: 1,
      totalPage: 1,
      totalCount: 1,
      facets: { categories: [] },
      showingResultsFor: 'card',
    });
  }
  if (body.search !== 'mango') {
    return ok([], 'No products found', {
      page: 1,
      totalPage: 0,
      totalCount: 0,
      facets: { categories: [] },
      didYouMean: 'mango',
    });
  }
  const data =
    body.categoryId === PICKLES._id
      ? [product('p2', 'Mango Pickle')]
      : [product('p1', 'Alphonso Mango'), product('p2', 'Mango Pickle')];
  return ok(data, 'OK', {
    page: 1,
    totalPage: 1,
    totalCount: data.length,
    facets: {
      categories: [
        { ...PICKLES, count: 1 },
        { ...FRUITS, count: 1 },
      ],
    },
  });
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.search}</p>;
}

function renderSearch(path: string) {
  const calls = stubApi({
    'POST /product/search-product': ({ body }) => ({ body: answer(body as Body) }),
    'GET /category/get': { body: ok([FRUITS, PICKLES]) },
    'GET /cart/get': { body: ok([]) },
  });
  renderApp(
    <>
      <SearchPage />
      <Where />
    </>,
    { path, route: '/search' },
  );
  /** The search requests' bodies so far. */
  return () => calls.filter((call) => call.path === '/product/search-product').map((call) => call.body as Body);
}

describe('the search page (issue 22)', { timeout: 20_000 }, () => {
  it('says when the products shown are those of a corrected spelling (issue 36)', async () => {
    renderSearch('/search?q=curd');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for ‘curd’. Showing results for ‘card’.');
    expect(screen.getByText('Memory Card 64 GB')).toBeInTheDocument();
  });

  it('shows no such word when the products match as typed', async () => {
    renderSearch('/search?q=mango');
    expect(await screen.findByText('Alphonso Mango')).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('offers a close spelling when nothing matched, keeping the filters', async () => {
    const bodies = renderSearch('/search?q=mnago&instock=1');
    expect(await screen.findByText('No Data found')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'mango' });
    expect(link.parentElement).toHaveTextContent('Did you mean mango?');
    expect(link).toHaveAttribute('href', '/search?q=mango&instock=1');
    expect(bodies()[0]).toEqual({ search: 'mnago', inStock: true, page: 1, limit: 12 });

    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Search Results: 2' })).toBeInTheDocument();
  });

  it('lists the categories with their counts, most first, and narrows to one chosen', async () => {
    const bodies = renderSearch('/search?q=mango');
    expect(await screen.findByRole('heading', { name: 'Search Results: 2' })).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    const categories = within(panel).getByRole('group', { name: 'Category' });
    expect(
      within(categories)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement!.textContent),
    ).toEqual(['All categories', 'Fruits, 1 result', 'Pickles, 1 result']);
    await userEvent.click(within(panel).getByRole('radio', { name: /^Pickles\W+1 result$/ }));
    expect(await screen.findByRole('heading', { name: 'Search Results: 1' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(`?q=mango&category=${PICKLES._id}`);
    expect(bodies().at(-1)).toEqual({ search: 'mango', categoryId: PICKLES._id, page: 1, limit: 12 });

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(screen.getByTestId('where')).toHaveTextContent(`?q=mango&category=${PICKLES._id}&sort=price-asc`);
    await vi.waitFor(() => expect(bodies().at(-1)).toMatchObject({ sort: 'price-asc' }));
  });

  it('clears every filter from a page that found nothing because of them', async () => {
    renderSearch('/search?q=mnago&instock=1&discount=50&sort=discount');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all filters', hidden: false }));
    expect(screen.getByTestId('where')).toHaveTextContent('?q=mnago&sort=discount');
  });
});
