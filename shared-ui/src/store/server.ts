// `@clientline/shared-ui/store/server`: what a server needs to render a page with the product's store
// (shell/server/first-screen). No frontend imports it, so no browser downloads it.
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { toApiError } from './api-error';
import { API_REDUCER_PATH, readBody, sayJsonOnWrites, validateStatus, type BaseQuery } from './base-query';
import type { FirstScreenState } from './first-screen';

/**
 * The base query of a store rendering one person's page on the server: it asks the api at its own
 * address (`origin`), with that person's cookie, and fails as the browser's does. Given to
 * `createAppStore`. Unlike the browser's, it keeps no ETag answers: those live beside the cache,
 * module-wide, and on a server would outlive the page and be one person's answers offered to another.
 */
export function serverBaseQuery({ origin, cookie }: { origin: string; cookie: string }): BaseQuery {
  const fetchAsThePerson = fetchBaseQuery({
    baseUrl: origin,
    prepareHeaders: (headers, { arg }: { arg: Parameters<BaseQuery>[0] }) => {
      sayJsonOnWrites(headers, arg);
      headers.set('cookie', cookie);
      return headers;
    },
    responseHandler: readBody,
    validateStatus,
  });
  return async (args, api, extraOptions) => {
    const result = await fetchAsThePerson(args, api, extraOptions);
    if (result.error) return { error: toApiError(result.error, result.meta?.response), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };
}

/**
 * The answered queries of a store, to travel with the page (a failed or running one is asked again by the
 * browser), as RTK Query's rehydration takes them: by state, so also the answers of endpoints the browser's
 * data layer has not loaded yet when it takes them (the header's bell, which loads later).
 */
export function firstScreenStateOf(state: FirstScreenState): FirstScreenState {
  const api = state[API_REDUCER_PATH];
  const answered = Object.fromEntries(Object.entries(api.queries).filter(([, query]) => query?.status === 'fulfilled'));
  return { [API_REDUCER_PATH]: { ...api, queries: answered, mutations: {}, subscriptions: {} } };
}
