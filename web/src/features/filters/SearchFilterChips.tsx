import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { CloseIcon, FilterIcon } from '../../components/Icons';
import { formatMoney } from '../../lib/money';
import { plural } from '../../lib/plural';
import type { CategoryFacet } from './categoryFacets';
import { activeFilterCount, type SearchFilters } from './searchFilters';
import { SearchFiltersPanel } from './SearchFiltersPanel';

const chip =
  'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-3 text-sm font-medium';
const off = `${chip} border-neutral-300 bg-white text-neutral-800`;
const on = `${chip} border-green-700 bg-green-50 text-green-900`;

/** How many category chips the row shows; the rest are in the Filters sheet. */
const CATEGORY_CHIPS = 6;

function priceLabel({ minPrice, maxPrice }: SearchFilters): string {
  if (minPrice !== undefined && maxPrice !== undefined) return `${formatMoney(minPrice)} – ${formatMoney(maxPrice)}`;
  return minPrice !== undefined ? `From ${formatMoney(minPrice)}` : `Up to ${formatMoney(maxPrice!)}`;
}

/** The chosen category first (it stays in sight), then those with the most results. */
function chipCategories(categories: CategoryFacet[], chosenId: string | undefined): CategoryFacet[] {
  const chosen = categories.filter((category) => category._id === chosenId);
  const others = categories.filter((category) => category._id !== chosenId);
  return [...chosen, ...others].slice(0, CATEGORY_CHIPS);
}

/**
 * Issue 22, phones: the filters as a row of chips that scrolls sideways: a Filters button opening all
 * of them in a sheet, the price and discount chosen (each removable), in stock, and the categories
 * with their counts.
 */
export function SearchFilterChips({
  filters,
  onChange,
  categories,
  resultCount,
}: {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  /** Absent on a sub-category page (one category already): no category chips. */
  categories?: CategoryFacet[];
  resultCount: number | undefined;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = activeFilterCount(filters);
  const hasPrice = filters.minPrice !== undefined || filters.maxPrice !== undefined;

  return (
    <>
      {/* relative: the chips' screen-reader texts (absolute) stay inside this scroller, not widening the page. */}
      <ul aria-label="Filters" className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
        <li>
          <button type="button" onClick={() => setSheetOpen(true)} className={active ? on : off}>
            <FilterIcon className="h-4 w-4" />
            Filters
            {active > 0 && (
              <span className="rounded-full bg-green-700 px-1.5 text-xs text-white">
                {active}
                <span className="sr-only"> on</span>
              </span>
            )}
          </button>
        </li>
        {hasPrice && (
          <li>
            <button type="button" onClick={() => onChange({ minPrice: undefined, maxPrice: undefined })} className={on}>
              {priceLabel(filters)}
              <CloseIcon className="h-4 w-4" />
              <span className="sr-only">remove the price filter</span>
            </button>
          </li>
        )}
        {filters.minDiscount !== undefined && (
          <li>
            <button type="button" onClick={() => onChange({ minDiscount: undefined })} className={on}>
              {filters.minDiscount}% off or more
              <CloseIcon className="h-4 w-4" />
              <span className="sr-only">remove the discount filter</span>
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            aria-pressed={Boolean(filters.inStock)}
            onClick={() => onChange({ inStock: filters.inStock ? undefined : true })}
            className={filters.inStock ? on : off}
          >
            In stock
          </button>
        </li>
        {chipCategories(categories ?? [], filters.categoryId).map((category) => {
          const chosen = filters.categoryId === category._id;
          return (
            <li key={category._id}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange({ categoryId: chosen ? undefined : category._id })}
                className={chosen ? on : off}
              >
                {category.name}
                <span className="tabular-nums text-neutral-600">
                  <span className="sr-only">, </span>
                  {category.count}
                  <span className="sr-only"> {category.count === 1 ? 'result' : 'results'}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        title="Filters"
        placement="side"
        className="w-full max-w-sm"
      >
        <div className="flex min-h-full flex-col justify-between gap-4 p-4">
          <SearchFiltersPanel filters={filters} onChange={onChange} categories={categories} />
          <button
            type="button"
            onClick={() => setSheetOpen(false)}
            className="sticky bottom-0 h-11 rounded-lg bg-green-700 font-semibold text-white hover:bg-green-800"
          >
            {resultCount === undefined ? 'Show results' : `Show ${plural(resultCount, 'result')}`}
          </button>
        </div>
      </Dialog>
    </>
  );
}
