import { shopApi } from '../../api/shopApi';
import type { Envelope, User } from '../../api/types';
import { sessionEnded, signedIn } from '../../api/sessionSlice';

interface Credentials {
  email: string;
  password: string;
}

/** The verification answer the reset step needs (spec 2: carried from /verification-otp). */
export type OtpVerification = Envelope<unknown>;

/**
 * Identity calls that start, end or recover a session. The answers' tokens are ignored on purpose:
 * the server also sets them as httpOnly cookies, which is all the browser needs.
 */
export const authApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    userDetails: build.query<User, void>({
      query: () => '/user/user-details',
      transformResponse: (response: Envelope<User>) => response.data,
      providesTags: ['User'],
    }),
    login: build.mutation<Envelope<unknown>, Credentials>({
      // The refresh token stays in its httpOnly cookie: the app never reads it.
      query: (body) => ({ url: '/user/login', method: 'POST', body, headers: { 'x-token-delivery': 'cookie' } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) dispatch(signedIn());
      },
    }),
    register: build.mutation<Envelope<unknown>, Credentials & { name: string; confirmPassword: string }>({
      query: (body) => ({ url: '/user/register', method: 'POST', body }),
    }),
    logout: build.mutation<Envelope<null>, void>({
      query: () => '/user/logout',
      // The session is over for this browser even if the server could not be told.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(sessionEnded());
      },
    }),
    forgotPassword: build.mutation<Envelope<unknown>, { email: string }>({
      query: (body) => ({ url: '/user/forgot-password', method: 'PUT', body }),
    }),
    verifyOtp: build.mutation<OtpVerification, { email: string; otp: string }>({
      query: (body) => ({ url: '/user/verify-forgot-password-otp', method: 'PUT', body }),
    }),
    resetPassword: build.mutation<Envelope<unknown>, { email: string; newPassword: string; confirmPassword: string }>({
      query: (body) => ({ url: '/user/reset-password', method: 'PUT', body }),
    }),
  }),
});

export const {
  useUserDetailsQuery,
  useLoginMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useVerifyOtpMutation,
  useResetPasswordMutation,
} = authApi;
