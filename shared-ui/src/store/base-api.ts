import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { API_REDUCER_PATH, baseQuery } from './base-query';
import { firstScreenReceived } from './first-screen';

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
  'Template',
  'TemplateBatch',
  'FirmRole',
  'Board',
  'Automation',
] as const;

/** The id of the tag a list query provides, so a create invalidates the list and not every item. */
export const LIST_TAG_ID = 'LIST';

/**
 * Hooks start their requests in effects, which a server's render never runs: a first screen rendered on the
 * host's server shows the answers its route declares, asked before the render (shell/server/first-screen).
 */
const createApi = buildCreateApi(coreModule(), reactHooksModule());

/**
 * The product's only `createApi`, with no endpoints of its own: every call of docs/api.md is added by
 * one domain module of `@clientline/shared-ui/api/<domain>` (see docs/architecture.md, "Data layer").
 * No retries (baseQuery never retries), no refetch on focus or reconnect, cached data
 * never goes stale or away. A page the server rendered brings the answers it rendered with
 * (`firstScreenReceived`), so the browser's first render is that page.
 */
export const baseApi = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery,
  tagTypes: TAG_TYPES,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  keepUnusedDataFor: Infinity,
  endpoints: () => ({}),
  // The state the server's own store of this api wrote, so of this very shape.
  extractRehydrationInfo: (action, { reducerPath }) => (firstScreenReceived.match(action) ? (action.payload[reducerPath] as never) : undefined),
});
