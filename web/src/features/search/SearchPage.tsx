import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { usePageTitle } from '../../components/usePageTitle';
import { SEARCH_PAGE_SIZE, useSearchProductsInfiniteQuery } from '../catalog/catalogApi';
import { ProductGrid } from '../catalog/ProductGrid';
import { useInfiniteScroll } from '../catalog/useInfiniteScroll';
import { useDebouncedValue } from './useDebouncedValue';

const PLACEHOLDERS = 10;

/**
 * Spec 2: /search?q=. The text is read decoded from the query string (the earlier client cut three
 * characters and sent percent-encoding), settles for 300 ms, and each text has its own pages from 1.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const search = useDebouncedValue((params.get('q') ?? '').trim());
  usePageTitle(search ? `Search: ${search}` : 'Search');
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useSearchProductsInfiniteQuery(search);
  const products = data?.pages.flatMap((page) => page.data) ?? [];
  const settling = isFetching && !isFetchingNextPage;
  useInfiniteScroll(() => void fetchNextPage(), Boolean(hasNextPage) && !isFetchingNextPage && !isLoading);

  return (
    <section className="mx-auto max-w-7xl px-4 py-4">
      <h1 className="mb-3 font-semibold" aria-live="polite">
        Search Results: {data && !settling ? data.pages[0].totalCount : '…'}
      </h1>
      {error ? (
        <p role="alert" className="py-10 text-center text-neutral-600">
          {errorMessage(error)}
        </p>
      ) : isLoading || (settling && products.length === 0) ? (
        <ProductGrid products={[]} loadingMore placeholders={PLACEHOLDERS} />
      ) : products.length === 0 ? (
        <NoResults />
      ) : (
        <ProductGrid
          products={products}
          loadingMore={isFetchingNextPage}
          placeholders={Math.min(SEARCH_PAGE_SIZE, 5)}
        />
      )}
    </section>
  );
}

function NoResults() {
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
      <p className="text-sm text-neutral-600">Try other words, or fewer of them.</p>
    </div>
  );
}
