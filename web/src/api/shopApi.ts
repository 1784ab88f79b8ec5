import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReauth } from './baseQuery';

/**
 * The one API slice. Each feature adds its endpoints with `shopApi.injectEndpoints` in its own
 * `*Api.ts`, so server state has one cache and tags invalidate across features.
 */
export const shopApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  refetchOnReconnect: true,
  tagTypes: ['User', 'Category', 'SubCategory', 'Product', 'Cart', 'Address', 'Order', 'Rename'],
  endpoints: () => ({}),
});

/** Server state that belongs to whoever is signed in: reloaded whenever the user changes. */
export const USER_TAGS = ['User', 'Cart', 'Address', 'Order'] as const;
