import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { Skeleton } from '../../components/Skeleton';
import { usePageTitle } from '../../components/usePageTitle';
import { plural } from '../../lib/plural';
import { idFromSegment, subCategoryPath } from '../../lib/slug';
import NotFoundPage, { NOT_FOUND_TITLE } from '../../components/NotFoundPage';
import { SearchFilterChips } from '../filters/SearchFilterChips';
import { activeFilterCount, NO_FILTERS } from '../filters/searchFilters';
import { SortSelect } from '../filters/SortSelect';
import { useSearchFilters } from '../filters/useSearchFilters';
import {
  SUB_CATEGORY_PAGE_SIZE,
  useGetCategoriesQuery,
  useGetSubCategoriesQuery,
  useGetSubCategoryProductsInfiniteQuery,
} from './catalogApi';
import { ProductGrid } from './ProductGrid';
import { useInfiniteScroll } from './useInfiniteScroll';

/**
 * Spec 2: /{category}-{id}/{sub-category}-{id}: the category's sub-categories beside the products.
 * Issue 33 (19): the search page's sort and filters (price, in stock, discount; in the URL the same
 * way), as its row of chips with the Filters sheet on every screen: the sub-categories hold the side.
 */
export default function SubCategoryPage() {
  const params = useParams();
  const categoryId = idFromSegment(params.category);
  const subCategoryId = idFromSegment(params.subCategory);
  const { data: categories } = useGetCategoriesQuery();
  const { data: subCategories } = useGetSubCategoriesQuery();
  const category = categories?.find((candidate) => candidate._id === categoryId);
  const siblings = subCategories?.filter((candidate) => candidate.category.some((ref) => ref._id === categoryId));
  const current = subCategories?.find((candidate) => candidate._id === subCategoryId);
  // Known to be missing once both lists are in (an old link, a typed path): the page says so instead
  // of waiting for a name that will never come.
  const missing = Boolean(categories && subCategories && (!category || !current));
  usePageTitle(missing ? NOT_FOUND_TITLE : current?.name);

  const [urlFilters, changeFilters] = useSearchFilters();
  // The page is one category's already: a category in the URL narrows nothing here.
  const filters = { ...urlFilters, categoryId: undefined };
  const { data, error, isLoading, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage } =
    useGetSubCategoryProductsInfiniteQuery({ categoryId, subCategoryId, filters });
  const settling = isFetching && !isFetchingNextPage;
  const count = data && !settling ? data.pages[0].totalCount : undefined;
  const products = data?.pages.flatMap((page) => page.data) ?? [];
  // Not while any read is under way (the pages read again after a live refetch or on focus, too): a page
  // asked for then is dropped, and the scroll that asked for it does not come again; the hook checks the
  // scroll anew when the read ends.
  useInfiniteScroll(() => void fetchNextPage(), Boolean(hasNextPage) && !isFetching);
  if (missing) return <NotFoundPage />;

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[76px_1fr] md:grid-cols-[220px_1fr]">
      <nav
        aria-label="Sub-categories"
        className="sticky top-[7.5rem] h-[calc(100dvh-7.5rem)] overflow-y-auto border-r border-neutral-200 md:top-20 md:h-[calc(100dvh-5rem)]"
      >
        <ul>
          {siblings
            ? siblings.map((subCategory) => {
                const active = subCategory._id === subCategoryId;
                return (
                  <li key={subCategory._id}>
                    <Link
                      to={category ? subCategoryPath(category, subCategory) : '#'}
                      aria-current={active ? 'page' : undefined}
                      className={`flex flex-col items-center gap-1 border-l-4 px-1 py-2 text-center text-[11px] leading-tight md:flex-row md:gap-3 md:px-3 md:text-left md:text-sm ${
                        active ? 'border-green-700 bg-green-50 font-semibold' : 'border-transparent hover:bg-neutral-50'
                      }`}
                    >
                      <img
                        src={subCategory.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        className="h-12 w-12 shrink-0 rounded-md bg-amber-50 object-contain"
                      />
                      <span className="line-clamp-2">{subCategory.name}</span>
                    </Link>
                  </li>
                );
              })
            : Array.from({ length: 6 }, (_, index) => (
                <li key={index} className="p-2">
                  <Skeleton className="h-14 w-full" />
                </li>
              ))}
        </ul>
      </nav>
      <section className="min-w-0 px-3 py-3 md:px-5">
        <div className="sticky top-[7.5rem] z-10 -mx-3 mb-3 flex items-center justify-between gap-2 bg-white/95 px-3 py-2 shadow-sm md:top-20 md:-mx-5 md:px-5">
          <div className="min-w-0">
            <h1 className="text-lg font-semibold [overflow-wrap:anywhere]">
              {current?.name ?? <Skeleton className="h-6 w-40" />}
            </h1>
            <p className="text-xs text-neutral-500" aria-live="polite">
              {count === undefined ? '\u00a0' : plural(count, 'product')}
            </p>
          </div>
          <SortSelect sort={filters.sort} onChange={(sort) => changeFilters({ sort })} />
        </div>
        {/* The chips row reaches past its box on both sides (made for the search page): kept inside here. */}
        <div className="mb-3 overflow-hidden">
          <SearchFilterChips filters={filters} onChange={changeFilters} resultCount={count} />
        </div>
        {error ? (
          <p role="alert" className="py-10 text-center text-neutral-600">
            {errorMessage(error)}
          </p>
        ) : !isLoading && !settling && products.length === 0 ? (
          activeFilterCount(filters) > 0 ? (
            <div className="flex flex-col items-center gap-3 py-10 text-center text-neutral-600">
              <p>No products here match these filters.</p>
              <button
                type="button"
                onClick={() => changeFilters(NO_FILTERS)}
                className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
              >
                Clear all filters
              </button>
            </div>
          ) : (
            <p className="py-10 text-center text-neutral-600">No products here yet.</p>
          )
        ) : (
          <ProductGrid
            products={products}
            loadingMore={isLoading || isFetchingNextPage || (settling && products.length === 0)}
            placeholders={SUB_CATEGORY_PAGE_SIZE}
          />
        )}
      </section>
    </div>
  );
}
