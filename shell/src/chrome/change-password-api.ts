import { baseApi } from '@clientline/shared-ui/store';
import type { ChangePasswordRequest } from '@clientline/contracts';

export const changePasswordApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    changePassword: build.mutation<{ message?: string }, ChangePasswordRequest>({
      query: (body) => ({ url: 'api/change-password', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
