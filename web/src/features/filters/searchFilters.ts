import { searchProductDtoSortValues } from '../../api/generated/enums';
import type { SearchQuery } from '../../api/types';

/**
 * Issue 22: the search page's filters and sort, kept in the URL query so a reload or a shared link
 * shows the same results. Parsing forgives: a value the API would refuse (a price that is no number,
 * a discount above 100, an unknown sort) is dropped rather than turned into an error page.
 */

export type SearchSort = NonNullable<SearchQuery['sort']>;
/** The sorts search offers, as the API description declares them (generated). */
export const SORTS: readonly SearchSort[] = searchProductDtoSortValues;

export const SORT_LABEL: Record<SearchSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  discount: 'Discount',
};

/** The discount steps the filter offers (at least N% off). */
export const DISCOUNT_STEPS = [10, 25, 50] as const;

export interface SearchFilters {
  categoryId?: string;
  /** On the price the shopper pays (after the discount). */
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  minDiscount?: number;
  sort: SearchSort;
}

/** Every filter off (the sort stays). */
export const NO_FILTERS = {
  categoryId: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: undefined,
  minDiscount: undefined,
} satisfies Partial<SearchFilters>;

/** The URL's names for each filter (short and readable in a shared link). */
const PARAM = {
  categoryId: 'category',
  minPrice: 'min',
  maxPrice: 'max',
  inStock: 'instock',
  minDiscount: 'discount',
  sort: 'sort',
} as const;

const OBJECT_ID = /^[a-f\d]{24}$/i;

function price(text: string | null): number | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function percent(text: string | null): number | undefined {
  const value = price(text);
  return value !== undefined && value > 0 && value <= 100 ? value : undefined;
}

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const category = params.get(PARAM.categoryId) ?? '';
  const sort = params.get(PARAM.sort) as SearchSort | null;
  let minPrice = price(params.get(PARAM.minPrice));
  let maxPrice = price(params.get(PARAM.maxPrice));
  // A range typed the wrong way round means the same range.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    categoryId: OBJECT_ID.test(category) ? category : undefined,
    minPrice,
    maxPrice,
    inStock: params.get(PARAM.inStock) === '1' || undefined,
    minDiscount: percent(params.get(PARAM.minDiscount)),
    sort: sort && SORTS.includes(sort) ? sort : 'relevance',
  };
}

/**
 * `params` with the filters written over its own (the text `q` and anything else stays); a filter
 * that is off, and the default sort, leave no parameter behind.
 */
export function withFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof SearchFilters, string | undefined> = {
    categoryId: filters.categoryId,
    minPrice: filters.minPrice?.toString(),
    maxPrice: filters.maxPrice?.toString(),
    inStock: filters.inStock ? '1' : undefined,
    minDiscount: filters.minDiscount?.toString(),
    sort: filters.sort === 'relevance' ? undefined : filters.sort,
  };
  for (const key of Object.keys(PARAM) as (keyof SearchFilters)[]) {
    const value = values[key];
    if (value === undefined) next.delete(PARAM[key]);
    else next.set(PARAM[key], value);
  }
  return next;
}

/** How many filters narrow the results (the sort is no filter). */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.categoryId,
    filters.minPrice !== undefined || filters.maxPrice !== undefined || undefined,
    filters.inStock,
    filters.minDiscount,
  ].filter(Boolean).length;
}

/** The request body's filter fields: only those that are set, so no filter means today's request. */
export function filterBody(filters: SearchFilters): Omit<SearchQuery, 'search' | 'page' | 'limit'> {
  const { sort, ...rest } = filters;
  const body = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return sort === 'relevance' ? body : { ...body, sort };
}
