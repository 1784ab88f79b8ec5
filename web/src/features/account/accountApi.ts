import { shopApi } from '../../api/shopApi';
import type { Answer, Envelope, RequestBody, User } from '../../api/types';
import { authApi } from '../auth/authApi';

/** The signed-in user's profile: details and avatar. */
export const accountApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    /** A new e-mail address (sent with the current password) is only pending: `data.pending_email`. */
    updateProfile: build.mutation<Answer<'/api/user/update-user', 'put'>, RequestBody<'/api/user/update-user', 'put'>>({
      query: (body) => ({ url: '/user/update-user', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
    /** The code mailed to the new address moves the account to it. */
    confirmEmailChange: build.mutation<Envelope<User>, { otp: string }>({
      query: (body) => ({ url: '/user/confirm-email-change', method: 'PUT', body }),
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

export const { useConfirmEmailChangeMutation, useUpdateProfileMutation, useUploadAvatarMutation } = accountApi;
