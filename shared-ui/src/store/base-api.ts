import { createApi } from '@reduxjs/toolkit/query/react';
import { API_REDUCER_PATH, baseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'Project',
  'Client',
  'Message',
  'Timeline',
  'Notification',
  'Metrics',
  'Team',
  'TeamSettings',
  'WebhookRequest',
  'WebhookToken',
  'Document',
  'DocumentRequest',
  'Audit',
  'UserSession',
] as const;

/** The id of the tag a list query provides, so a create invalidates the list and not every item. */
export const LIST_TAG_ID = 'LIST';

/**
 * The product's only `createApi`, with no endpoints of its own: every call of docs/api.md is added by
 * one domain module of `@clientline/shared-ui/api/<domain>` (see docs/architecture.md, "Data layer").
 * No retries (baseQuery never retries), no refetch on focus or reconnect, cached data
 * never goes stale or away.
 */
export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: Infinity,
  endpoints: () => ({}),
});
