import { shopApi } from '../../api/shopApi';
import type { CartLine, Envelope } from '../../api/types';

/**
 * The cart lives on the server (Redis), for guests too (a cookie names their cart; it is merged into
 * the user's cart at login). Every change answers with the line as the server now has it, and the
 * cached cart is updated from that answer, so quantities and stock are always the server's.
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
    updateCartQuantity: build.mutation<CartLine, { _id: string; qty: number }>({
      query: (body) => ({ url: '/cart/update-qty', method: 'PUT', body }),
      transformResponse: (response: Envelope<CartLine>) => response.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: line } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (line) dispatch(cartApi.util.updateQueryData('getCart', undefined, (lines) => upsert(lines, line)));
      },
    }),
    removeCartLine: build.mutation<null, { _id: string }>({
      query: (body) => ({ url: '/cart/delete-cart-item', method: 'DELETE', body }),
      transformResponse: () => null,
      async onQueryStarted({ _id }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (lines) => lines.filter((line) => line._id !== _id)),
          );
      },
    }),
  }),
});

function upsert(lines: CartLine[], line: CartLine): void {
  const index = lines.findIndex((existing) => existing._id === line._id);
  if (index >= 0) lines[index] = line;
  else lines.push(line);
}

export const { useGetCartQuery, useAddToCartMutation, useUpdateCartQuantityMutation, useRemoveCartLineMutation } =
  cartApi;
