import { createApi, type TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './api-error';
import { baseQuery } from './base-query';
import { currentUserReceived, signedIn, signedOut } from './session-slice';
import { disconnectSocket, reconnectSocket } from './socket';
import type { AuthResult, CurrentUser, LoginRequest, RegisterRequest } from './types';

export const TAG_TYPES = [
  'User',
  'Project',
  'Client',
  'Milestone',
  'Message',
  'Timeline',
  'Notification',
  'Metrics',
  'Team',
  'WebhookRequest',
  'WebhookToken',
  'Organization',
] as const;

/**
 * The product's only `createApi`. Remotes add their endpoints with
 * `baseApi.injectEndpoints({ overrideExisting: 'throw', endpoints: ... })`.
 * Spec section 9: no retries (baseQuery never retries), no refetch on focus or reconnect,
 * cached data never goes stale or away.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: Infinity,
  endpoints: (build) => ({
    /** The signed-in user, or null when signed out (the api answers 401). */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extraOptions, fetch) {
        const result = await fetch('api/user');
        if (result.error) return result.error.status === 401 ? { data: null } : { error: result.error as ApiError };
        return { data: (result.data as { user: CurrentUser }).user };
      },
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(currentUserReceived(data));
        } catch {
          // The query's own error state reports the failure.
        }
      },
    }),

    login: build.mutation<AuthResult, LoginRequest>({
      queryFn: (body, _api, _extraOptions, fetch) => authCall(fetch, 'api/login', body),
      onQueryStarted: afterSignIn,
    }),

    register: build.mutation<AuthResult, RegisterRequest>({
      queryFn: (body, _api, _extraOptions, fetch) => authCall(fetch, 'api/register', body),
      onQueryStarted: afterSignIn,
    }),

    logout: build.mutation<AuthResult, void>({
      queryFn: (_arg, _api, _extraOptions, fetch) => authCall(fetch, 'api/logout'),
      onQueryStarted: afterSignOut,
    }),
  }),
});

type Fetch = (args: { url: string; method: string; body?: unknown }) => ReturnType<typeof baseQuery>;

/** Login, register and logout resolve with `{ ok, message, user }` and never reject (spec section 8). */
async function authCall(fetch: Fetch, url: string, body?: object): Promise<{ data: AuthResult }> {
  const result = await fetch({ url, method: 'POST', body });
  if (result.error) {
    const { serverMessage, statusText, message } = result.error as ApiError;
    return { data: { ok: false, message: serverMessage ?? statusText ?? message, user: null } };
  }
  const response = (result.data ?? {}) as { message?: string; user?: CurrentUser };
  return { data: { ok: true, message: response.message ?? '', user: response.user ?? null } };
}

type AuthLifecycle = Parameters<NonNullable<TypedMutationOnQueryStarted<AuthResult, unknown, typeof baseQuery, 'api'>>>[1];

/**
 * Spec section 4: store the user from the response and refresh the current-user query. The cache is
 * emptied first so nothing loaded before belongs to someone else, and the socket handshakes again.
 */
async function afterSignIn(_arg: unknown, { dispatch, queryFulfilled }: AuthLifecycle): Promise<void> {
  const { data } = await queryFulfilled;
  if (!data.ok) return;
  if (data.user) dispatch(signedIn(data.user));
  dispatch(baseApi.util.resetApiState());
  if (data.user) await dispatch(baseApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
  dispatch(baseApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }));
  reconnectSocket();
}

/** Spec section 4: clear the user; nothing the previous user loaded stays in memory. */
async function afterSignOut(_arg: unknown, { dispatch, queryFulfilled }: AuthLifecycle): Promise<void> {
  const { data } = await queryFulfilled;
  if (!data.ok) return;
  disconnectSocket();
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
  dispatch(baseApi.util.upsertQueryData('getCurrentUser', undefined, null));
}
