import { SHOP_ORDERS, shopApi } from '../../api/shopApi';
import type { AdminOrder, Envelope, PackingQueueAnswer, PackRequest, SearchAnswer } from '../../api/types';
import { isStaleOrder } from '../orders/orderApi';

/** Packers get no live order events: the queue is read again this often while the screen is seen. */
export const PACKING_POLL_MS = 30_000;

/** Substitutes offered per search: a phone screen's worth. */
const SUBSTITUTE_RESULTS = 8;

/**
 * Packing (/dashboard/packing): the orders waiting to be packed (earliest slot first, then oldest), the
 * pack itself (every line as found, with any substitute), and the shop's search (in stock only) to find
 * a substitute.
 */
export const packingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    // With `orderId` (its `_id` or Order No): only that order, while it waits to be packed.
    // `waiting`: how many wait in all, of which the queue is the first 50 (the whole queue only).
    getPackingQueue: build.query<Pick<PackingQueueAnswer, 'data' | 'waiting'>, { orderId?: string } | void>({
      query: (arg) => ({
        url: '/order/admin/packing-queue',
        params: arg?.orderId ? { orderId: arg.orderId } : undefined,
      }),
      transformResponse: ({ data, waiting }: PackingQueueAnswer) => ({ data, waiting }),
      providesTags: [SHOP_ORDERS],
    }),
    // A pack changes the order everywhere and puts returned units back on the shelf; a refusal because
    // another packer got there first reads the queue again.
    packOrder: build.mutation<Envelope<AdminOrder>, PackRequest>({
      query: (body) => ({ url: '/order/admin/pack', method: 'PUT', body }),
      invalidatesTags: (result, error) => (result ? ['Order', 'Product'] : isStaleOrder(error) ? ['Order'] : []),
    }),
    findSubstitutes: build.query<SearchAnswer['data'], string>({
      query: (search) => ({
        url: '/product/search-product',
        method: 'POST',
        body: { search, inStock: true, page: 1, limit: SUBSTITUTE_RESULTS },
      }),
      transformResponse: (response: SearchAnswer) => response.data,
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetPackingQueueQuery, usePackOrderMutation, useFindSubstitutesQuery } = packingApi;
