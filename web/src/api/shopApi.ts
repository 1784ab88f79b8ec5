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
  tagTypes: [
    'User',
    'Category',
    'SubCategory',
    'Product',
    'Cart',
    'Address',
    'Order',
    'Rename',
    'Synonym',
    'Delivery',
    'Zone',
    'Staff',
  ],
  endpoints: () => ({}),
});

/** Server state that belongs to whoever is signed in: reloaded whenever the user changes. */
export const USER_TAGS = ['User', 'Cart', 'Address', 'Order'] as const;

/**
 * The user's own orders (My Orders, an order's page) and the shop's (the admin list, an order's dialog,
 * the Overview): the live stream reads again one or the other; invalidating 'Order' reads both.
 */
export const MY_ORDERS = { type: 'Order', id: 'MINE' } as const;
export const SHOP_ORDERS = { type: 'Order', id: 'SHOP' } as const;
/** A rider's own round (/dashboard/deliveries): read again when an admin's change reads every order. */
export const RIDER_ORDERS = { type: 'Order', id: 'RIDER' } as const;
