import { SHOP_ORDERS, shopApi } from '../../api/shopApi';
import type {
  AdminOrderDetails,
  AdminOrderList,
  AdminOrderListQuery,
  AwaitingPaymentOrder,
  Envelope,
  HoldRelease,
  OrderSummary,
  RiderAssignment,
  StatusUpdate,
} from '../../api/types';
import { isStaleOrder } from '../orders/orderApi';

export const ADMIN_ORDERS_PAGE_SIZE = 10;
/** The Overview's chart: orders and revenue of the last two weeks. */
export const SUMMARY_DAYS = 14;

/**
 * Issue 19, the shop's side of orders: the list with its counts per status, one order with its
 * customer and payment, status changes and the overview. Every change reloads every order screen
 * (counts move too); a change refused because the order moved on meanwhile reloads them as well.
 */
export const ordersAdminApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminOrders: build.query<AdminOrderList, AdminOrderListQuery>({
      query: (body) => ({ url: '/order/admin/list', method: 'POST', body }),
      providesTags: [SHOP_ORDERS],
    }),
    getAdminOrder: build.query<AdminOrderDetails, string>({
      query: (orderId) => ({ url: '/order/admin/details', method: 'POST', body: { orderId } }),
      transformResponse: (response: Envelope<AdminOrderDetails>) => response.data,
      providesTags: [SHOP_ORDERS],
    }),
    updateOrderStatus: build.mutation<Envelope<AdminOrderDetails>, StatusUpdate>({
      query: (body) => ({ url: '/order/admin/update-status', method: 'PUT', body }),
      // A cancelled order's stock goes back to the shelf.
      invalidatesTags: (result, error, { status }) =>
        result ? (status === 'CANCELLED' ? ['Order', 'Product'] : ['Order']) : isStaleOrder(error) ? ['Order'] : [],
    }),
    /** Gives a packed (or out, or failed) order to a rider: the rider's round and every order screen read again. */
    assignRider: build.mutation<Envelope<AdminOrderDetails>, RiderAssignment>({
      query: (body) => ({ url: '/order/admin/assign-rider', method: 'PUT', body }),
      invalidatesTags: (result, error) => (result || isStaleOrder(error) ? ['Order'] : []),
    }),
    // Card checkouts waiting for payment (issue 33 item 14): not shop orders yet, so no live event tells
    // of them; the list polls while open (useAwaitingPayment).
    getAwaitingPayment: build.query<AwaitingPaymentOrder[], void>({
      query: () => ({ url: '/order/admin/awaiting-payment' }),
      transformResponse: (response: Envelope<AwaitingPaymentOrder[]>) => response.data,
      providesTags: [SHOP_ORDERS],
    }),
    releaseHold: build.mutation<Envelope<null>, HoldRelease>({
      query: (body) => ({ url: '/order/admin/release-hold', method: 'PUT', body }),
      // The released stock is back on the shelf; a refusal (paid meanwhile) reloads the lists too.
      invalidatesTags: (result, error) =>
        result ? [SHOP_ORDERS, 'Product'] : isStaleOrder(error) ? [SHOP_ORDERS] : [],
    }),
    getOrderSummary: build.query<OrderSummary, number>({
      query: (days) => ({ url: '/order/admin/summary', params: { days } }),
      transformResponse: (response: Envelope<OrderSummary>) => response.data,
      providesTags: [SHOP_ORDERS, 'Product'],
    }),
  }),
});

export const {
  useGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useUpdateOrderStatusMutation,
  useAssignRiderMutation,
  useGetOrderSummaryQuery,
  useGetAwaitingPaymentQuery,
  useReleaseHoldMutation,
} = ordersAdminApi;
