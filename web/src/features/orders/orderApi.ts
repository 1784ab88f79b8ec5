import { errorCode, refusedWith } from '../../api/errors';
import { MY_ORDERS, shopApi } from '../../api/shopApi';
import type { Envelope, Order, OrderDetails, Page, RefusalCode, SubstitutionPreferences } from '../../api/types';

/** Orders a page of 'My Orders' shows; 'Show more orders' adds as many. */
export const ORDERS_PER_PAGE = 20;

type OrderListPage = Envelope<Order[]> & { page: number; totalPage: number; totalCount: number };

/** Refusals that mean the order is no longer as the screen shows it: the screen reloads it. */
export const STALE_ORDER_CODES = new Set<RefusalCode>(['ORDER_TRANSITION_NOT_ALLOWED', 'ORDER_CHANGED_MEANWHILE']);
export const isStaleOrder = (error: unknown) => refusedWith(error, STALE_ORDER_CODES);

/**
 * Orders. The server prices every order from the catalogue and the cart it holds: the client sends the
 * chosen address and the total the shopper saw (totalAmt), never lines; the order may not cost more.
 */
export const orderApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** The shopper's orders, newest first, a page at a time: a shopper of years reads only the newest. */
    getOrders: build.infiniteQuery<Page<Order>, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _pages, lastPage) => (lastPage < last.totalPages ? lastPage + 1 : undefined),
      },
      query: ({ pageParam }) => ({ url: '/order/order-list', params: { page: pageParam, limit: ORDERS_PER_PAGE } }),
      transformResponse: (response: OrderListPage) => ({
        data: response.data,
        page: response.page,
        totalCount: response.totalCount,
        totalPages: response.totalPage,
      }),
      providesTags: [MY_ORDERS],
    }),
    /** One of the shopper's orders, by its _id or its Order No. */
    getOrderDetails: build.query<OrderDetails, string>({
      query: (orderId) => ({ url: '/order/details', params: { orderId } }),
      transformResponse: (response: Envelope<OrderDetails>) => response.data,
      providesTags: [MY_ORDERS],
    }),
    /** Issue 19: the shopper cancels while the order is PLACED or PAID; a refusal reloads their orders. */
    cancelOrder: build.mutation<Envelope<OrderDetails>, { orderId: string; reason?: string }>({
      query: (body) => ({ url: '/order/cancel', method: 'PUT', body }),
      // The stock goes back to the shelf too.
      invalidatesTags: (result, error) => (result ? ['Order', 'Product'] : isStaleOrder(error) ? ['Order'] : []),
    }),
    placeCashOnDeliveryOrder: build.mutation<Envelope<Order>, CheckoutRequest>({
      query: (body) => ({ url: '/order/cash-on-delivery', method: 'POST', body }),
      // Spec 4: after an order the cart and the order list are fetched again (stock changed too).
      invalidatesTags: (result, error) =>
        result ? ['Cart', 'Order', 'Product', 'Delivery'] : rereadWhenRepriced(error),
    }),
    /** Starts a card payment; the answer's `url` is the provider's checkout page. */
    startCardCheckout: build.mutation<{ id: string; url: string }, CheckoutRequest>({
      query: (body) => ({ url: '/order/checkout', method: 'POST', body }),
      transformResponse: (response: Envelope<unknown> & { id: string; url: string }) => ({
        id: response.id,
        url: response.url,
      }),
      invalidatesTags: (result, error) => (result ? ['Cart', 'Order', 'Delivery'] : rereadWhenRepriced(error)),
    }),
  }),
});

/**
 * The chosen address and the total the shopper saw and accepted: the order may not cost more. Issue 37:
 * the slot chosen, or express. Issue 38: what may replace an item that is missing.
 */
type CheckoutRequest = {
  addressId: string;
  totalAmt: number;
  slotId?: string;
  express?: boolean;
  substitution?: SubstitutionPreferences;
};

/**
 * A refused total means prices or fees changed: the cart (its lines' prices), products and the quote
 * are read again. Any other refusal reads the delivery again (a slot filled, a zone changed).
 */
function rereadWhenRepriced(error: unknown) {
  return errorCode(error) === 'TOTAL_CHANGED'
    ? (['Cart', 'Product', 'Delivery'] as const)
    : errorCode(error)
      ? (['Delivery'] as const)
      : [];
}

export const {
  useGetOrdersInfiniteQuery,
  useGetOrderDetailsQuery,
  useCancelOrderMutation,
  usePlaceCashOnDeliveryOrderMutation,
  useStartCardCheckoutMutation,
} = orderApi;

/** How often an open order screen asks for news while the live stream is down (useLiveOrderOptions). */
export const ORDER_POLL_MS = 10_000;
/** Polls while the tab is visible and reloads when it comes back into focus. */
export const LIVE_ORDERS = { pollingInterval: ORDER_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true };
