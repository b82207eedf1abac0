import type { SessionsEndedResponse, UserSession, UserSessionsResponse } from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

const SESSIONS_TAG = { type: 'UserSession' as const, id: LIST_TAG_ID };
/** Sessions start and end in other browsers, which push nothing here: the open list asks again this often. */
export const USER_SESSIONS_POLLING_INTERVAL_MS = 30_000;

/**
 * The places the signed-in person is signed in (docs/api.md, "Sessions"): listed on Sign-in and security,
 * where each may be signed out. Ending sessions refreshes the list.
 */
export const userSessionsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Asked again on every visit, and every USER_SESSIONS_POLLING_INTERVAL_MS while shown (usePolledUserSessionsQuery). */
    getUserSessions: build.query<UserSession[], void>({
      query: () => 'api/user/sessions',
      transformResponse: (response: UserSessionsResponse) => response.sessions,
      providesTags: [SESSIONS_TAG],
      keepUnusedDataFor: 0,
    }),

    /** Signs one of the person's other browsers out (its sockets close on every api process). */
    endUserSession: build.mutation<SessionsEndedResponse, string>({
      query: (id) => ({ url: `api/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SESSIONS_TAG],
    }),

    /** "Sign out everywhere else": every session but this one. */
    endOtherUserSessions: build.mutation<SessionsEndedResponse, void>({
      query: () => ({ url: 'api/user/sessions/end-others', method: 'POST', body: {} }),
      invalidatesTags: [SESSIONS_TAG],
    }),
  }),
});

export const { useEndUserSessionMutation, useEndOtherUserSessionsMutation } = userSessionsApi;

/** The person's sessions, polled every USER_SESSIONS_POLLING_INTERVAL_MS: a sign-in elsewhere shows up without a reload. */
export function usePolledUserSessionsQuery() {
  return userSessionsApi.useGetUserSessionsQuery(undefined, { pollingInterval: USER_SESSIONS_POLLING_INTERVAL_MS });
}
