import { shopApi } from '../../api/shopApi';
import type { Envelope, Order } from '../../api/types';

/**
 * Orders. The server prices every order from the catalogue and the cart it holds: the client sends
 * only the chosen address, never lines or totals.
 */
export const orderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => '/order/order-list',
      transformResponse: (response: Envelope<Order[]>) => response.data,
      providesTags: ['Order'],
    }),
    placeCashOnDeliveryOrder: build.mutation<Envelope<Order>, { addressId: string }>({
      query: (body) => ({ url: '/order/cash-on-delivery', method: 'POST', body }),
      // Spec 4: after an order the cart and the order list are fetched again (stock changed too).
      invalidatesTags: (result) => (result ? ['Cart', 'Order', 'Product'] : []),
    }),
    /** Starts a card payment; the answer's `url` is the provider's checkout page. */
    startCardCheckout: build.mutation<{ id: string; url: string }, { addressId: string }>({
      query: (body) => ({ url: '/order/checkout', method: 'POST', body }),
      transformResponse: (response: Envelope<unknown> & { id: string; url: string }) => ({
        id: response.id,
        url: response.url,
      }),
      invalidatesTags: (result) => (result ? ['Cart', 'Order'] : []),
    }),
  }),
});

export const { useGetOrdersQuery, usePlaceCashOnDeliveryOrderMutation, useStartCardCheckoutMutation } = orderApi;
