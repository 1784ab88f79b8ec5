import { RIDER_ORDERS, shopApi } from '../../api/shopApi';
import type { Envelope, RiderDelivered, RiderDeliveryFailed, RiderOrder, RiderRound } from '../../api/types';
import { isStaleOrder } from '../orders/orderApi';

/** No live event goes to riders: their round is read again this often while the page is open and seen. */
export const RIDER_POLL_MS = 30_000;

/** Read again after each step, and after one refused because the order moved on (the shop took it back). */
const reread = (result: unknown, error: unknown) => (result || isStaleOrder(error) ? [RIDER_ORDERS] : []);

/**
 * A rider's round (/dashboard/deliveries): the orders an admin gave them, still to deliver (by slot,
 * then age) and delivered today; the rider marks each delivered (a cash order with the cash collected)
 * or not delivered, with why.
 */
export const riderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getRiderRound: build.query<RiderRound, void>({
      query: () => '/order/rider/list',
      transformResponse: (response: Envelope<RiderRound>) => response.data,
      providesTags: [RIDER_ORDERS],
    }),
    markDelivered: build.mutation<Envelope<RiderOrder>, RiderDelivered>({
      query: (body) => ({ url: '/order/rider/delivered', method: 'PUT', body }),
      invalidatesTags: reread,
    }),
    markDeliveryFailed: build.mutation<Envelope<RiderOrder>, RiderDeliveryFailed>({
      query: (body) => ({ url: '/order/rider/delivery-failed', method: 'PUT', body }),
      invalidatesTags: reread,
    }),
  }),
});

export const { useGetRiderRoundQuery, useMarkDeliveredMutation, useMarkDeliveryFailedMutation } = riderApi;
