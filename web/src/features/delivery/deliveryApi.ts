import { shopApi } from '../../api/shopApi';
import type { DeliverySlot, Envelope, PincodeCheck, Quote, QuoteRequest } from '../../api/types';

/** The quote's request, with what the server reads from the cart itself: a changed cart asks again. */
export type QuoteArgs = QuoteRequest & { cartKey: string };

/**
 * Issue 37: where and when the shop delivers (public), and what an order costs with its delivery
 * (the order service's quote, signed in). Slots and quotes are 'Delivery': an order or a refused slot
 * reads them again, since capacity moved.
 */
export const deliveryApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    checkPincode: build.query<PincodeCheck, string>({
      query: (pincode) => ({ url: '/delivery/check', params: { pincode } }),
      transformResponse: (response: Envelope<PincodeCheck>) => response.data,
      providesTags: ['Delivery'],
    }),
    getSlots: build.query<DeliverySlot[], string>({
      query: (pincode) => ({ url: '/delivery/slots', params: { pincode } }),
      transformResponse: (response: Envelope<DeliverySlot[]>) => response.data,
      providesTags: ['Delivery'],
    }),
    getQuote: build.query<Quote, QuoteArgs>({
      query: ({ cartKey: _cartKey, ...body }) => ({ url: '/order/quote', method: 'POST', body }),
      transformResponse: (response: Envelope<Quote>) => response.data,
      providesTags: ['Delivery', 'Cart'],
    }),
  }),
});

export const { useCheckPincodeQuery, useGetSlotsQuery, useGetQuoteQuery } = deliveryApi;

/** A shop pincode: six digits, the first not 0 (the delivery contract's rule). */
export const isPincode = (value: string) => /^[1-9]\d{5}$/.test(value);
