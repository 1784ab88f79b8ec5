import { shopApi } from '../../api/shopApi';
import type { Answer, Category, Envelope, Page, Product, SubCategory } from '../../api/types';
import { filterBody, type SearchFilters } from '../filters/searchFilters';

/** Spec 9: the sub-category listing shows 8 products a page. */
export const SUB_CATEGORY_PAGE_SIZE = 8;

const toPage = (response: Answer<'/api/product/get-pruduct-by-category-and-subcategory', 'post'>): Page<Product> => ({
  data: response.data,
  page: response.page,
  totalCount: response.totalCount,
  totalPages: response.totalNoPage,
});

/** Pages that load as the shopper scrolls: page 1 first, the next while there is one. */
export const nextPageOptions = {
  initialPageParam: 1,
  getNextPageParam: (last: Page<Product>) => (last.page < last.totalPages ? last.page + 1 : undefined),
};

/** Loaded pages are kept 10 minutes after the listing closes, so Back from a product finds them all. */
export const KEEP_LOADED_PAGES_SECONDS = 600;

/**
 * Catalogue reads (spec 7). The admin screens add their writes in features/admin/adminApi.ts, search
 * its reads in features/search/searchApi.ts.
 */
export const catalogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/category/get',
      transformResponse: (response: Envelope<Category[]>) => response.data,
      providesTags: ['Category'],
    }),
    getSubCategories: build.query<SubCategory[], void>({
      query: () => ({ url: '/subcategory/get', method: 'POST', body: {} }),
      transformResponse: (response: Envelope<SubCategory[]>) => response.data,
      providesTags: ['SubCategory'],
    }),
    /** The products of one category (a home page row). */
    getProductsOfCategory: build.query<Product[], string>({
      query: (id) => ({ url: '/product/get-product-by-category', method: 'POST', body: { id } }),
      transformResponse: (response: Envelope<Product[]>) => response.data,
      providesTags: ['Product'],
    }),
    getProductDetails: build.query<Product, string>({
      query: (productId) => ({ url: '/product/get-product-details', method: 'POST', body: { productId } }),
      transformResponse: (response: Envelope<Product>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    /** Issue 33 (19): with the search page's filters and sort; each choice is its own entry, from page 1. */
    getSubCategoryProducts: build.infiniteQuery<
      Page<Product>,
      { categoryId: string; subCategoryId: string; filters: SearchFilters },
      number
    >({
      infiniteQueryOptions: nextPageOptions,
      keepUnusedDataFor: KEEP_LOADED_PAGES_SECONDS,
      query: ({ queryArg: { categoryId, subCategoryId, filters }, pageParam }) => ({
        url: '/product/get-pruduct-by-category-and-subcategory',
        method: 'POST',
        body: { categoryId, subCategoryId, ...filterBody(filters), page: pageParam, limit: SUB_CATEGORY_PAGE_SIZE },
      }),
      transformResponse: toPage,
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetSubCategoryProductsInfiniteQuery } = catalogApi;
export const {
  useGetCategoriesQuery,
  useGetSubCategoriesQuery,
  useGetProductsOfCategoryQuery,
  useGetProductDetailsQuery,
} = catalogApi;
