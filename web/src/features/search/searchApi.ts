import { shopApi } from '../../api/shopApi';
import type { Envelope, Page, Product, SearchAnswer, Suggestions } from '../../api/types';
import { KEEP_LOADED_PAGES_SECONDS, nextPageOptions } from '../catalog/catalogApi';
import { filterBody, type SearchFilters } from '../filters/searchFilters';

export const SEARCH_PAGE_SIZE = 12;

/**
 * A page of results, with the counts per category, the spelling offered when nothing matched, and the
 * corrected spelling whose products these are when nothing matched as typed.
 */
export interface SearchResultPage extends Page<Product> {
  facets: SearchAnswer['facets'];
  didYouMean?: string;
  showingResultsFor?: string;
}

export interface SearchArgs {
  search: string;
  filters: SearchFilters;
}

/** Issue 22: search with filters and sort, and the header bar's suggestions as the shopper types. */
export const searchApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each text with its filters is its own cache entry, so a change starts again at page 1. */
    searchProducts: build.infiniteQuery<SearchResultPage, SearchArgs, number>({
      infiniteQueryOptions: nextPageOptions,
      keepUnusedDataFor: KEEP_LOADED_PAGES_SECONDS,
      query: ({ queryArg: { search, filters }, pageParam }) => ({
        url: '/product/search-product',
        method: 'POST',
        body: { search, ...filterBody(filters), page: pageParam, limit: SEARCH_PAGE_SIZE },
      }),
      transformResponse: (response: SearchAnswer): SearchResultPage => ({
        data: response.data,
        page: response.page,
        totalCount: response.totalCount,
        totalPages: response.totalPage,
        facets: response.facets,
        didYouMean: response.didYouMean,
        showingResultsFor: response.showingResultsFor,
      }),
      providesTags: ['Product'],
    }),
    suggest: build.query<Suggestions, string>({
      query: (q) => ({ url: '/product/suggest', params: { q } }),
      transformResponse: (response: Envelope<Suggestions>) => response.data,
      providesTags: ['Product', 'Category'],
    }),
  }),
});

export const { useSearchProductsInfiniteQuery, useSuggestQuery } = searchApi;
