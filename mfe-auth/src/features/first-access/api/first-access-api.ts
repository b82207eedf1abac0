import type { AuthResponse, CurrentUser, Role } from '@clientline/contracts';
import { baseApi, signedIn, type ApiError } from '@clientline/shared-ui/store';

/** What POST /api/auth/validate-access-token answers for a valid link. */
export interface AccessLinkCheck {
  ok: boolean;
  message: string;
  user: { username: string; displayName: string; role: Role };
}

export interface SetPasswordRequest {
  accessToken: string;
  newPassword: string;
}

export const firstAccessApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    validateAccessToken: build.query<AccessLinkCheck, string>({
      query: (token) => ({ url: 'api/auth/validate-access-token', method: 'POST', body: { token } }),
      // A link is single use: check it again on every visit.
      keepUnusedDataFor: 0,
    }),

    /**
     * The set-password screen: the access token stands in for the current password. The api signs the
     * user in, so the current user is stored before this resolves and the shell sees who is signed in.
     */
    setPasswordWithAccessToken: build.mutation<CurrentUser, SetPasswordRequest>({
      async queryFn({ accessToken, newPassword }, { dispatch }, _extraOptions, fetch) {
        const result = await fetch({
          url: 'api/change-password',
          method: 'POST',
          body: { currentPassword: accessToken, newPassword },
        });
        if (result.error) return { error: result.error as ApiError };
        const { user } = result.data as AuthResponse;
        if (!user) return { error: { status: 'CUSTOM_ERROR', message: 'The response named no user' } };
        dispatch(signedIn(user));
        await dispatch(baseApi.util.upsertQueryData('getCurrentUser', undefined, user));
        return { data: user };
      },
    }),
  }),
});

export const { useValidateAccessTokenQuery, useSetPasswordWithAccessTokenMutation } = firstAccessApi;
