import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import type { AuthResponse, CurrentUser } from '@clientline/contracts';
import { ACCESS_ENDED, SESSION_HINT_META_NAME, type SessionHint } from '@clientline/contracts/session-hint';
import { baseApi, currentUserReceived, disconnectSocket, isApiError, signedOut, type ApiError, type AuthResult, type BaseQuery } from '@clientline/shared-ui/store';

/**
 * The session: who is signed in, and signing out. Every page needs it, a visitor's too, so it holds only
 * that; signing in, registering and passwords are `@clientline/shared-ui/api/account`.
 */
export const sessionApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * The signed-in user, or null when signed out (the api answers 401). The first query after a page
     * load takes the page's word that nobody is signed in (see takeSignedOutHint), without a request.
     * Signed out by a removal from the firm (accessEndedMessageOf) is an error instead: the query keeps the
     * user it had, so the shell leaves the page as it was under a notice saying why.
     */
    getCurrentUser: build.query<CurrentUser | null, void>({
      async queryFn(_arg, _api, _extraOptions, fetch) {
        if (takeSignedOutHint()) return { data: null };
        const result = await fetch('api/user');
        if (result.error) return result.error.status === 401 && !accessEndedMessageOf(result.error) ? { data: null } : { error: result.error as ApiError };
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

    logout: build.mutation<AuthResult, void>({
      queryFn: (_arg, _api, _extraOptions, fetch) => authCall(fetch, 'api/logout'),
      onQueryStarted: afterSignOut,
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = sessionApi;

/** What the api said when the person's removal from the firm ended their session (a 401 with code ACCESS_ENDED), or null. */
export function accessEndedMessageOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 401) return null;
  return (error.body as { code?: unknown } | undefined)?.code === ACCESS_ENDED ? (error.serverMessage ?? null) : null;
}

/**
 * True when the page the api served says its request had no session (`<meta name="clientline-session"
 * content="signed-out">`), so asking GET /api/user would only get a 401, which the browser logs as an
 * error. Read once: the element is removed, so every later query (a refetch, after signing in or out)
 * asks the api. A page the browser took from its cache for Back or Forward may be older than the
 * session, so its hint is not trusted: a stale hint must never show a signed-in user as signed out.
 */
function takeSignedOutHint(): boolean {
  if (typeof document === 'undefined') return false;
  const hint = document.querySelector(`meta[name="${SESSION_HINT_META_NAME}"]`);
  if (!hint) return false;
  hint.remove();
  return hint.getAttribute('content') === ('signed-out' satisfies SessionHint) && !openedFromHistory();
}

/** The page was opened with Back or Forward, so the browser may have taken it from its cache. */
export function openedFromHistory(): boolean {
  const [navigation] = (typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : []) as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

export type Fetch = (args: { url: string; method: string; body?: unknown }) => ReturnType<BaseQuery>;

/** Login, register and logout resolve with `{ ok, message, user }` and never reject: a refusal is `{ ok: false, message }`. */
export async function authCall(fetch: Fetch, url: string, body?: object): Promise<{ data: AuthResult }> {
  const result = await fetch({ url, method: 'POST', body });
  if (result.error) {
    const { serverMessage, statusText, message } = result.error as ApiError;
    return { data: { ok: false, message: serverMessage ?? statusText ?? message, user: null } };
  }
  const response = (result.data ?? {}) as AuthResponse;
  return { data: { ok: true, message: response.message ?? '', user: response.user ?? null, ...(response.twoFactorRequired && { twoFactorRequired: true }) } };
}

export type Lifecycle<Result> = Parameters<NonNullable<TypedMutationOnQueryStarted<Result, unknown, BaseQuery, 'api'>>>[1];

/** Clear the user; nothing the previous user loaded stays in memory. */
async function afterSignOut(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<AuthResult>): Promise<void> {
  const { data } = await queryFulfilled;
  if (!data.ok) return;
  disconnectSocket();
  dispatch(signedOut());
  dispatch(baseApi.util.resetApiState());
  dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
}

/** Calls that answer with the updated user keep the current-user query (and the session slice) in step. */
export async function storeReturnedUser(_arg: unknown, { dispatch, queryFulfilled }: Lifecycle<AuthResponse>): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    if (!data.user) return;
    dispatch(currentUserReceived(data.user));
    await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
  } catch {
    // The mutation's own error reports the failure.
  }
}
