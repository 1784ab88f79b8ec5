import { shopApi } from '../../api/shopApi';
import type { CartLine, Envelope, RefusalCode } from '../../api/types';
import { refusedWith } from '../../api/errors';

/**
 * The cart lives on the server (Redis), for guests too (a cookie names their cart; it is merged into
 * the user's cart at login). Every change answers with the line as the server now has it, and the
 * cached cart is updated from that answer, so quantities and stock are always the server's.
 * Quantity changes carry `expectedQty`, the quantity this tab shows: when another tab changed the line
 * meanwhile the server refuses (409) and the cart is read again, so no tab undoes another's change.
 */
export const cartApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartLine[], void>({
      query: () => '/cart/get',
      transformResponse: (response: Envelope<CartLine[]>) => response.data,
      providesTags: ['Cart'],
    }),
    addToCart: build.mutation<CartLine, { productId: string }>({
      query: (body) => ({ url: '/cart/create', method: 'POST', body }),
      transformResponse: (response: Envelope<CartLine>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: line } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (line) dispatch(cartApi.util.updateQueryData('getCart', undefined, (lines) => upsert(lines, line)));
      },
    }),
    updateCartQuantity: build.mutation<CartLine, { _id: string; qty: number; expectedQty: number }>({
      query: (body) => ({ url: '/cart/update-qty', method: 'PUT', body }),
      transformResponse: (response: Envelope<CartLine>) => response.data,
      invalidatesTags: rereadWhenStale,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: line } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (line) dispatch(cartApi.util.updateQueryData('getCart', undefined, (lines) => upsert(lines, line)));
      },
    }),
    removeCartLine: build.mutation<null, { _id: string; expectedQty?: number }>({
      query: (body) => ({ url: '/cart/delete-cart-item', method: 'DELETE', body }),
      transformResponse: () => null,
      invalidatesTags: rereadWhenStale,
      async onQueryStarted({ _id }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (lines) => lines.filter((line) => line._id !== _id)),
          );
      },
    }),
    /** Tells the server a line's price change was shown; the cached line keeps it so this screen still shows it. */
    markPriceSeen: build.mutation<CartLine, { _id: string }>({
      query: (body) => ({ url: '/cart/price-seen', method: 'PUT', body }),
      transformResponse: (response: Envelope<CartLine>) => response.data,
    }),
  }),
});

/** Refusals that mean this tab's cart is out of date (changed in another tab, stock or product changed since). */
const STALE_CART = new Set<RefusalCode>([
  'CART_CHANGED_MEANWHILE',
  'INSUFFICIENT_STOCK',
  'OUT_OF_STOCK',
  'PRODUCT_NO_LONGER_SOLD',
  'PRODUCT_NOT_ON_SALE',
  'CART_LINE_NOT_FOUND',
]);

function rereadWhenStale(_result: unknown, error: unknown) {
  return refusedWith(error, STALE_CART) ? ['Cart' as const] : [];
}

function upsert(lines: CartLine[], line: CartLine): void {
  const index = lines.findIndex((existing) => existing._id === line._id);
  if (index >= 0) lines[index] = line;
  else lines.push(line);
}

/** The cart, read again whenever the tab regains focus: another tab may have changed it. */
export function useGetCartQuery() {
  return cartApi.useGetCartQuery(undefined, { refetchOnFocus: true });
}

export const {
  useAddToCartMutation,
  useUpdateCartQuantityMutation,
  useRemoveCartLineMutation,
  useMarkPriceSeenMutation,
} = cartApi;
