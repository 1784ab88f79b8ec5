import { shopApi } from '../../api/shopApi';
import type { Answer, Page, Product, RequestBody } from '../../api/types';

type StockLevelsBody = NonNullable<RequestBody<'/api/product/stock-levels', 'post'>>;
export type StockLevel = NonNullable<StockLevelsBody['level']>;
export type StockSort = NonNullable<StockLevelsBody['sort']>;

/** A page of products by stock, with how many are low and sold out. */
export interface StockLevelsPage extends Page<Product> {
  lowCount: number;
  soldOutCount: number;
  lowStockThreshold: number;
}

/** Issue 33 (5): the admins' products by stock level (all, low, sold out), paged and sorted by stock. */
export const stockLevelsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getStockLevels: build.query<StockLevelsPage, { level: StockLevel; sort: StockSort; page: number; limit: number }>({
      query: (body) => ({ url: '/product/stock-levels', method: 'POST', body }),
      transformResponse: (response: Answer<'/api/product/stock-levels', 'post'>) => ({
        data: response.data,
        page: response.page,
        totalCount: response.totalCount,
        totalPages: Math.max(1, response.totalNoPage),
        lowCount: response.lowCount,
        soldOutCount: response.soldOutCount,
        lowStockThreshold: response.lowStockThreshold,
      }),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetStockLevelsQuery } = stockLevelsApi;
