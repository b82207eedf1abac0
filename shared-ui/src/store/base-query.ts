import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { toApiError, type ApiError } from './api-error';

// Error bodies stay raw text so the error message can quote them; success bodies are parsed as JSON.
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  if (!text) return null;
  return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
}

const fetchWithCookies = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'include',
  responseHandler: readBody,
  // The default fetchFn, minus its load-time warning where no fetch exists (jsdom tests that never call out).
  fetchFn: (input, init) => fetch(input, init),
});

export type BaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

/** Same-origin fetch with cookies, failing with an `ApiError`. No retries: a failed call fails once. */
export const baseQuery: BaseQuery = async (
  args,
  api,
  extraOptions,
) => {
  const result = await fetchWithCookies(args, api, extraOptions);
  if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
  return { data: result.data, meta: result.meta };
};
