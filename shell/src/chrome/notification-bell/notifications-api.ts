import { baseApi } from '@clientline/shared-ui/store';
import type { MarkNotificationsReadRequest, Notification } from '@clientline/contracts';

export const notificationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getNotifications: build.query<Notification[], void>({
      query: () => 'api/notifications',
      providesTags: ['Notification'],
    }),
    markNotificationsRead: build.mutation<{ ok: boolean; updated: number }, MarkNotificationsReadRequest>({
      query: (body) => ({ url: 'api/notifications/mark-read', method: 'POST', body }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
