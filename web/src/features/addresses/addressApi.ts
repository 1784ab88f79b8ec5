import { shopApi } from '../../api/shopApi';
import type { Address, AddressFields, Envelope } from '../../api/types';

/** Saved delivery addresses: the address panel and checkout share them. */
export const addressApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => '/address/get',
      // Spec 2: addresses with a falsy status are removed and never shown.
      transformResponse: (response: Envelope<Address[]>) => response.data.filter((address) => address.status),
      providesTags: ['Address'],
    }),
    createAddress: build.mutation<Envelope<Address>, AddressFields>({
      query: (body) => ({ url: '/address/create', method: 'POST', body }),
      invalidatesTags: ['Address'],
    }),
    updateAddress: build.mutation<Envelope<Address>, AddressFields & { _id: string }>({
      query: (body) => ({ url: '/address/update', method: 'PUT', body }),
      invalidatesTags: ['Address'],
    }),
    disableAddress: build.mutation<Envelope<null>, { _id: string }>({
      query: (body) => ({ url: '/address/disable', method: 'DELETE', body }),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useGetAddressesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDisableAddressMutation } =
  addressApi;
