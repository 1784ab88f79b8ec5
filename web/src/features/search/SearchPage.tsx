import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetCategoriesQuery } from '../catalog/catalogApi';
import { ProductGrid } from '../catalog/ProductGrid';
import { useInfiniteScroll } from '../catalog/useInfiniteScroll';
import { categoryChoices } from '../filters/categoryFacets';
import { activeFilterCount, NO_FILTERS } from '../filters/searchFilters';
import { SEARCH_PAGE_SIZE, useSearchProductsInfiniteQuery } from './searchApi';
import { SearchFilterChips } from '../filters/SearchFilterChips';
import { SearchFiltersPanel } from '../filters/SearchFiltersPanel';
import { SortSelect } from '../filters/SortSelect';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import { useSearchFilters } from '../filters/useSearchFilters';

const PLACEHOLDERS = 10;

/**
 * Spec 2: /search?q=. The text is read decoded from the query string (the earlier client cut three
 * characters and sent percent-encoding), settles for 300 ms, and each text has its own pages from 1.
 * Issue 22: the filters and the sort live in the query string too (searchFilters.ts): a side panel on
 * wide screens, a row of chips on phones.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const search = useDebouncedValue((params.get('q') ?? '').trim());
  const [filters, changeFilters] = useSearchFilters();
  usePageTitle(search ? `Search: ${search}` : 'Search');
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useSearchProductsInfiniteQuery({ search, filters });
  const { data: allCategories } = useGetCategoriesQuery();
  const products = data?.pages.flatMap((page) => page.data) ?? [];
  const first = data?.pages[0];
  const settling = isFetching && !isFetchingNextPage;
  // Not while any read is under way (see SubCategoryPage): the hook checks the scroll anew when it ends.
  useInfiniteScroll(() => void fetchNextPage(), Boolean(hasNextPage) && !isFetching);
  const categories = categoryChoices(
    first?.facets.categories ?? [],
    filters.categoryId,
    (id) => allCategories?.find((category) => category._id === id)?.name,
  );
  const count = first && !settling ? first.totalCount : undefined;

  return (
    <section className="mx-auto max-w-7xl px-4 py-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="font-semibold" aria-live="polite">
          Search Results: {count ?? '…'}
        </h1>
        <SortSelect sort={filters.sort} onChange={(sort) => changeFilters({ sort })} />
      </div>
      <div className="mb-3 md:hidden">
        <SearchFilterChips filters={filters} onChange={changeFilters} categories={categories} resultCount={count} />
      </div>
      <div className="md:grid md:grid-cols-[200px_1fr] md:gap-6 lg:grid-cols-[220px_1fr]">
        <aside aria-label="Filters" className="hidden md:block">
          <div className="sticky top-24">
            <SearchFiltersPanel filters={filters} onChange={changeFilters} categories={categories} />
          </div>
        </aside>
        <div className="min-w-0">
          {error ? (
            <p role="alert" className="py-10 text-center text-neutral-600">
              {errorMessage(error)}
            </p>
          ) : isLoading || (settling && products.length === 0) ? (
            <ProductGrid products={[]} loadingMore placeholders={PLACEHOLDERS} />
          ) : products.length === 0 ? (
            <NoResults
              didYouMean={first?.didYouMean}
              filtered={activeFilterCount(filters) > 0}
              onClearFilters={() => changeFilters(NO_FILTERS)}
            />
          ) : (
            <>
              {first?.showingResultsFor && <CorrectedSearch typed={search} corrected={first.showingResultsFor} />}
              <ProductGrid
                products={products}
                loadingMore={isFetchingNextPage}
                placeholders={Math.min(SEARCH_PAGE_SIZE, 5)}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** Issue 36: products found only by correcting the text are shown with a word saying so, never silently. */
function CorrectedSearch({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p role="status" className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-neutral-800">
      No results for <span className="font-semibold">‘{typed}’</span>. Showing results for{' '}
      <span className="font-semibold">‘{corrected}’</span>.
    </p>
  );
}

function NoResults({
  didYouMean,
  filtered,
  onClearFilters,
}: {
  didYouMean?: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const [params] = useSearchParams();
  const corrected = new URLSearchParams(params);
  if (didYouMean) corrected.set('q', didYouMean);
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <svg viewBox="0 0 200 160" className="h-40 w-52" aria-hidden="true">
        <ellipse cx="100" cy="148" rx="70" ry="8" fill="#e5e5e5" />
        <rect x="45" y="40" width="90" height="90" rx="12" fill="#fef3c7" stroke="#f59e0b" strokeWidth="4" />
        <circle cx="120" cy="70" r="30" fill="#fff" stroke="#15803d" strokeWidth="8" />
        <path d="M142 92l24 24" stroke="#15803d" strokeWidth="10" strokeLinecap="round" />
        <path d="M110 62l20 16M130 62l-20 16" stroke="#dc2626" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold">No Data found</p>
      {didYouMean && (
        <p className="text-base">
          Did you mean{' '}
          <Link
            to={`/search?${corrected}`}
            className="font-semibold text-green-800 underline underline-offset-2 hover:text-green-900"
          >
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      {filtered ? (
        <button
          type="button"
          onClick={onClearFilters}
          className="rounded-md border border-green-700 px-3 py-1.5 text-sm font-medium text-green-800 hover:bg-green-50"
        >
          Clear all filters
        </button>
      ) : (
        <p className="text-sm text-neutral-600">Try other words, or fewer of them.</p>
      )}
    </div>
  );
}
