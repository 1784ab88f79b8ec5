import { useId, useState, type FormEvent } from 'react';
import { DISCOUNT_STEPS, NO_FILTERS, activeFilterCount, type SearchFilters } from './searchFilters';
import type { CategoryFacet } from './categoryFacets';

interface PanelProps {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  /** Absent where the listing is one category's already (a sub-category page): no category choice. */
  categories?: CategoryFacet[];
}

const legend = 'mb-1.5 text-sm font-semibold';
const choice = 'flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-neutral-50';
const radio = 'h-4 w-4 shrink-0 accent-green-700';

/**
 * Issue 22: every filter of the search page: category with its result counts, the price paid, in stock
 * only and the least discount. Choices apply at once; the price range when it is applied (typing a
 * number would otherwise search at every digit).
 */
export function SearchFiltersPanel({ filters, onChange, categories }: PanelProps) {
  // The panel is on the page twice (the side panel and the phone's sheet): each its own radio groups.
  const group = useId();
  return (
    <div className="flex flex-col gap-5">
      {activeFilterCount(filters) > 0 && (
        <button
          type="button"
          onClick={() => onChange(NO_FILTERS)}
          className="self-start text-sm font-medium text-green-800 underline underline-offset-2"
        >
          Clear all filters
        </button>
      )}
      {categories && (
        <fieldset>
          <legend className={legend}>Category</legend>
          <label className={choice}>
            <input
              type="radio"
              name={`${group}-category`}
              className={radio}
              checked={!filters.categoryId}
              onChange={() => onChange({ categoryId: undefined })}
            />
            All categories
          </label>
          {categories.map((category) => (
            <label key={category._id} className={choice}>
              <input
                type="radio"
                name={`${group}-category`}
                className={radio}
                checked={filters.categoryId === category._id}
                onChange={() => onChange({ categoryId: category._id })}
              />
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{category.name}</span>
              <span className="tabular-nums text-neutral-600">
                <span className="sr-only">, </span>
                {category.count}
                <span className="sr-only"> {category.count === 1 ? 'result' : 'results'}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <PriceRange
        key={`${filters.minPrice}-${filters.maxPrice}`}
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
      />
      <fieldset>
        <legend className={legend}>Availability</legend>
        <label className={choice}>
          <input
            type="checkbox"
            className={radio}
            checked={Boolean(filters.inStock)}
            onChange={(event) => onChange({ inStock: event.target.checked || undefined })}
          />
          In stock only
        </label>
      </fieldset>
      <fieldset>
        <legend className={legend}>Discount</legend>
        <label className={choice}>
          <input
            type="radio"
            name={`${group}-discount`}
            className={radio}
            checked={!filters.minDiscount}
            onChange={() => onChange({ minDiscount: undefined })}
          />
          Any
        </label>
        {DISCOUNT_STEPS.map((step) => (
          <label key={step} className={choice}>
            <input
              type="radio"
              name={`${group}-discount`}
              className={radio}
              checked={filters.minDiscount === step}
              onChange={() => onChange({ minDiscount: step })}
            />
            {step}% off or more
          </label>
        ))}
      </fieldset>
    </div>
  );
}

const amount = (text: string) => (text.trim() === '' || !(Number(text) >= 0) ? undefined : Number(text));

function PriceRange({
  minPrice,
  maxPrice,
  onApply,
}: {
  minPrice?: number;
  maxPrice?: number;
  onApply: (minPrice?: number, maxPrice?: number) => void;
}) {
  const [min, setMin] = useState(minPrice?.toString() ?? '');
  const [max, setMax] = useState(maxPrice?.toString() ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(amount(min), amount(max));
  };
  const field =
    'h-9 w-full min-w-0 rounded-md border border-neutral-300 px-2 text-sm tabular-nums focus:border-green-700 focus:outline-none focus:ring-2 focus:ring-amber-500';
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <p id={`${id}-legend`} className={legend}>
        Price (what you pay)
      </p>
      <div className="flex items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col text-xs text-neutral-600">
          Min price
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={min}
            onChange={(event) => setMin(event.target.value)}
            className={field}
          />
        </label>
        <label className="flex min-w-0 flex-1 flex-col text-xs text-neutral-600">
          Max price
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={max}
            onChange={(event) => setMax(event.target.value)}
            className={field}
          />
        </label>
        <button
          type="submit"
          className="h-9 shrink-0 rounded-md bg-green-700 px-3 text-sm font-medium text-white hover:bg-green-800"
        >
          Apply
        </button>
      </div>
    </form>
  );
}
