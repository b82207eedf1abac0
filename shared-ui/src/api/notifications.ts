import type {
  AuthResponse,
  CreateNotificationRequest,
  MarkNotificationsReadRequest,
  MarkSeenNotificationsReadRequest,
  Notification,
  NotificationSettingsRequest,
} from '@clientline/contracts';
import { baseApi, onPushedEvents, writePushed } from '@clientline/shared-ui/store';
import { storeReturnedUser } from '@clientline/shared-ui/api/session';

/** Notifications are polled every 10 s, also in a background tab. */
export const NOTIFICATIONS_POLLING_INTERVAL_MS = 10_000;

/** The api lists at most the 100 newest. */
const NOTIFICATION_LIST_LIMIT = 100;

/** Puts a pushed notification first (newest first, as the api lists them) unless it is there already. */
function withNotification(notifications: Notification[], notification: Notification): void {
  if (notifications.some((existing) => existing.id === notification.id)) return;
  notifications.unshift(notification);
  notifications.splice(NOTIFICATION_LIST_LIMIT);
}

/**
 * The signed-in user's own notifications (docs/api.md, Notifications), and their Notification settings: what
 * they are mailed about and the time zone of their digest.
 */
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

    /**
     * The project's chat was on screen up to `lastShownMessageId`: the notifications of the messages shown
     * become read. The bell refetches only when some did.
     */
    markSeenNotificationsRead: build.mutation<{ ok: boolean; updated: number }, MarkSeenNotificationsReadRequest>({
      query: (body) => ({ url: 'api/notifications/read', method: 'POST', body }),
      invalidatesTags: (result) => (result && result.updated > 0 ? ['Notification'] : []),
    }),

    /** Tells the people on a project about a milestone; the server picks them (never the sender). */
    createNotification: build.mutation<{ ok: boolean; notified: number }, CreateNotificationRequest>({
      query: (body) => ({ url: 'api/notifications', method: 'POST', body }),
    }),

    /** What the user is mailed about, and when; the answer's user is stored, so every screen sees them. */
    saveNotificationSettings: build.mutation<AuthResponse, NotificationSettingsRequest>({
      query: (body) => ({ url: 'api/user/notification-settings', method: 'PUT', body }),
      onQueryStarted: storeReturnedUser,
    }),
  }),
});

onPushedEvents({
  notification: (notification, dispatch) =>
    writePushed(dispatch(notificationsApi.util.getRunningQueryThunk('getNotifications', undefined)), () =>
      dispatch(notificationsApi.util.updateQueryData('getNotifications', undefined, (notifications) => withNotification(notifications, notification))),
    ),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkSeenNotificationsReadMutation,
  useCreateNotificationMutation,
  useSaveNotificationSettingsMutation,
} = notificationsApi;

/** The bell's list, polled every NOTIFICATIONS_POLLING_INTERVAL_MS, also in a background tab. */
export function usePolledNotificationsQuery() {
  return useGetNotificationsQuery(undefined, {
    pollingInterval: NOTIFICATIONS_POLLING_INTERVAL_MS,
    skipPollingIfUnfocused: false,
  });
}
