import { errorCode } from '../../../api/errors';
import { shopApi } from '../../../api/shopApi';
import type { Envelope, RequestBody, SynonymGroup, SynonymGroupFields } from '../../../api/types';

/** Read again after a save, and after one refused as stale, so the list shows the group as it is now. */
const invalidated = (result: unknown, error: unknown) =>
  result || errorCode(error) === 'CHANGED_MEANWHILE' ? ['Synonym' as const] : [];

/** Issue 36: the search's synonym groups, which the admin changes without a restart. */
export const synonymsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getSynonymGroups: build.query<SynonymGroup[], void>({
      query: () => '/product/synonyms',
      transformResponse: (response: Envelope<SynonymGroup[]>) => response.data,
      providesTags: ['Synonym'],
    }),
    createSynonymGroup: build.mutation<Envelope<SynonymGroup>, SynonymGroupFields>({
      query: (body) => ({ url: '/product/synonyms/create', method: 'POST', body }),
      invalidatesTags: invalidated,
    }),
    updateSynonymGroup: build.mutation<Envelope<SynonymGroup>, RequestBody<'/api/product/synonyms/update', 'put'>>({
      query: (body) => ({ url: '/product/synonyms/update', method: 'PUT', body }),
      invalidatesTags: invalidated,
    }),
    deleteSynonymGroup: build.mutation<Envelope<unknown>, RequestBody<'/api/product/synonyms/delete', 'delete'>>({
      query: (body) => ({ url: '/product/synonyms/delete', method: 'DELETE', body }),
      invalidatesTags: invalidated,
    }),
    addSynonymPhrase: build.mutation<Envelope<SynonymGroup>, RequestBody<'/api/product/synonyms/add-phrase', 'post'>>({
      query: (body) => ({ url: '/product/synonyms/add-phrase', method: 'POST', body }),
      invalidatesTags: invalidated,
    }),
  }),
});

export const {
  useGetSynonymGroupsQuery,
  useCreateSynonymGroupMutation,
  useUpdateSynonymGroupMutation,
  useDeleteSynonymGroupMutation,
  useAddSynonymPhraseMutation,
} = synonymsApi;
