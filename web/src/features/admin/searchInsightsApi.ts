import { shopApi } from '../../api/shopApi';
import type { Envelope, SearchInsights } from '../../api/types';

/** The periods an admin can look back over (the catalog keeps searches 90 days). */
export const INSIGHT_DAYS = [7, 30, 90] as const;

/** Issue 22: what shoppers searched for, and what they could not find, over the last days. */
export const searchInsightsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getSearchInsights: build.query<SearchInsights, number>({
      query: (days) => ({ url: '/product/search-insights', params: { days } }),
      transformResponse: (response: Envelope<SearchInsights>) => response.data,
    }),
  }),
});

export const { useGetSearchInsightsQuery } = searchInsightsApi;
