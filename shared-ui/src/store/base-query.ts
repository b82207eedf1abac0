import { fetchBaseQuery, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { isReauthenticationRequired } from '@clientline/contracts/reauthentication';
import { USER_ACTIVE_HEADER } from '@clientline/contracts/session-hint';
import { toApiError, type ApiError } from './api-error';
import { askToConfirmIdentity } from './reauthentication';
import { isUserActive, watchUserInput } from './user-activity';

/** Where the store keeps RTK Query's cache (createApi's reducerPath). */
export const API_REDUCER_PATH = 'api';
const NOT_MODIFIED = 304;

// Error bodies stay raw text so the error message can quote them; success bodies are parsed as JSON.
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  if (!text) return null;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The api refuses a write that does not say it is JSON, even one without a body (an HTML form could send
// that); fetchBaseQuery only says so when there is a body to encode. An upload (FormData) says what it is itself.
export function sayJsonOnWrites(headers: Headers, arg: string | FetchArgs): void {
  const method = typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET').toUpperCase();
  const isUpload = typeof arg !== 'string' && typeof FormData !== 'undefined' && arg.body instanceof FormData;
  if (WRITE_METHODS.has(method) && !isUpload && !headers.has('content-type')) headers.set('content-type', 'application/json');
}

if (typeof window !== 'undefined') watchUserInput(window);

/** Every request says whether the person is at the page: only then does a read keep their session from idling out. */
function prepareHeaders(headers: Headers, { arg }: { arg: string | FetchArgs }): Headers {
  sayJsonOnWrites(headers, arg);
  if (isUserActive()) headers.set(USER_ACTIVE_HEADER, '1');
  return headers;
}

/** A success, or the 304 that says the answer held is still the answer. */
export const validateStatus = (response: Response) => response.ok || response.status === NOT_MODIFIED;

const fetchWithCookies = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  prepareHeaders,
  responseHandler: readBody,
  validateStatus,
  // The default fetchFn, minus its load-time warning where no fetch exists (jsdom tests that never call out).
  fetchFn: (input, init) => fetch(input, init),
});

export type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

/**
 * The answer each query holds and the ETag that validates it (docs/api.md, "Polled reads"). The api
 * answers `no-store`, so the browser's cache never revalidates for us: the query presents the tag itself
 * and, on 304, keeps the answer it has. Held by reference: the cache holds the same objects.
 */
const validatedAnswers = new Map<string, { etag: string; data: unknown }>();

function hasCachedData(api: BaseQueryApi, queryCacheKey: string): boolean {
  const state = api.getState() as { [API_REDUCER_PATH]?: { queries?: Record<string, { data?: unknown } | undefined> } };
  return state[API_REDUCER_PATH]?.queries?.[queryCacheKey]?.data !== undefined;
}

/** Which answer a request is for: its query's cache entry and its URL (the pages of a paged list share one entry). */
function answerKeyOf(api: BaseQueryApi, args: string | FetchArgs): string | undefined {
  if (api.type !== 'query' || !api.queryCacheKey) return undefined;
  const url = typeof args === 'string' ? args : `${args.url}?${new URLSearchParams(args.params as Record<string, string> | undefined)}`;
  return `${api.queryCacheKey} ${url}`;
}

/** The validated answer to this request, while the cache still holds its query (gone after sign-out, for one). */
function validatedAnswerOf(api: BaseQueryApi, answerKey: string | undefined): { etag: string; data: unknown } | undefined {
  if (!answerKey) return undefined;
  if (!hasCachedData(api, api.queryCacheKey!)) validatedAnswers.delete(answerKey);
  return validatedAnswers.get(answerKey);
}

function withHeader(args: string | FetchArgs, name: string, value: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  return { ...request, headers: { ...(request.headers as Record<string, string> | undefined), [name]: value } };
}

/**
 * Same-origin fetch with cookies, failing with an `ApiError`. No retries: a failed call fails once. A store
 * rendering a page on the server passes its own base query as its thunk `extra` (`serverBaseQuery`, in
 * `@clientline/shared-ui/store/server`, which no browser downloads).
 */
export const baseQuery: BaseQuery = async (args, api, extraOptions) => {
  if (typeof api.extra === 'function') return (api.extra as BaseQuery)(args, api, extraOptions);
  const answerKey = answerKeyOf(api, args);
  const validated = validatedAnswerOf(api, answerKey);
  const request = validated ? withHeader(args, 'If-None-Match', validated.etag) : args;
  const result = await fetchWithCookies(request, api, extraOptions);
  if (result.error) {
    const error = toApiError(result.error, result.meta?.response);
    if (api.type === 'mutation' && error.status === 403 && isReauthenticationRequired(error.body)) return afterConfirmingIdentity(args, api, extraOptions, error);
    return { error, meta: result.meta };
  }
  const response = result.meta?.response;
  if (validated && response?.status === NOT_MODIFIED) return { data: validated.data, meta: result.meta };
  const etag = response?.headers.get('ETag');
  if (answerKey) {
    if (etag) validatedAnswers.set(answerKey, { etag, data: result.data });
    else validatedAnswers.delete(answerKey);
  }
  return { data: result.data, meta: result.meta };
};

/**
 * A sensitive call refused because the password was given too long ago: asks "Confirm it's you" and, once
 * confirmed, makes the call once more. Cancelled, the call fails with `cancelled`, which raises no toast.
 */
async function afterConfirmingIdentity(
  args: string | FetchArgs,
  api: BaseQueryApi,
  extraOptions: object,
  refused: ApiError,
): Promise<Awaited<ReturnType<BaseQuery>>> {
  if (!(await askToConfirmIdentity())) return { error: { ...refused, cancelled: true } };
  const again = await fetchWithCookies(args, api, extraOptions);
  if (again.error) return { error: toApiError(again.error, again.meta?.response), meta: again.meta };
  return { data: again.data, meta: again.meta };
}
