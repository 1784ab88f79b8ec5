import type { Audience } from '../products/audience';

export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'discount'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What narrows a search besides its text (absent: no narrowing). Prices are those paid, after the discount. */
export interface SearchFilters {
  categoryId?: string;
  subCategoryId?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  minDiscount?: number;
}

export interface SearchRequest extends SearchFilters {
  /** The search text as typed (cut into words by the index). */
  text: string;
  audience: Audience;
  sort: SearchSort;
  skip: number;
  limit: number;
}

export interface CategoryFacet {
  _id: string;
  name: string;
  count: number;
}

export interface SearchPage {
  ids: string[];
  total: number;
  /** Matches per category for this text and the other filters (the category filter left out). */
  facets: { categories: CategoryFacet[] };
  /** Only when nothing matched: a close spelling of the text that has results. */
  didYouMean?: string;
  /** Only when nothing matched as typed and the products found are those of a corrected spelling: that spelling. */
  showingResultsFor?: string;
}

export interface Suggestions {
  productIds: string[];
  categories: { _id: string; name: string }[];
}
