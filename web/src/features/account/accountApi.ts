import { shopApi } from '../../api/shopApi';
import type { Envelope, User } from '../../api/types';
import { authApi } from '../auth/authApi';

/** The signed-in user's profile: details and avatar. */
export const accountApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<Envelope<User>, Pick<User, 'name' | 'email'> & { mobile: string }>({
      query: (body) => ({ url: '/user/update-user', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    uploadAvatar: build.mutation<Envelope<{ avatar: string }>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: '/user/upload-avatar', method: 'PUT', body };
      },
      // The new picture shows at once, before the user details are fetched again.
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(
            authApi.util.updateQueryData('userDetails', undefined, (user) => ({ ...user, avatar: data.data.avatar })),
          );
      },
    }),
  }),
});

export const { useUpdateProfileMutation, useUploadAvatarMutation } = accountApi;
