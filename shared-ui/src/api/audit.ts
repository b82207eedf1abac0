// Types only: the contracts' values would bring every zod schema with them.
import type { AuditLogPage, AuditLogQuery, AuditSettings, DocumentHistory } from '@clientline/contracts';
import { baseApi, LIST_TAG_ID } from '@clientline/shared-ui/store';

/** What the Audit log screen filters by; the cursor (`before`) is the data layer's business. */
export type AuditLogFilter = Omit<AuditLogQuery, 'before'>;

/** Who an entry names when nobody was signed in (a failed sign-in, a shared timeline opened by its link). */
export const NOBODY_SIGNED_IN = 'Someone not signed in';

const AUDIT_LOG_TAG = { type: 'Audit' as const, id: LIST_TAG_ID };
const AUDIT_SETTINGS_TAG = { type: 'Audit' as const, id: 'SETTINGS' };
const documentHistoryTag = (documentId: string) => ({ type: 'Audit' as const, id: `document:${documentId}` });

const FILTER_KEYS = ['personId', 'action', 'projectId', 'clientId', 'from', 'to'] as const;

/** The query string of a filter: only what is set, in one order, so equal filters share one cache entry. */
export function auditLogParams(filter: AuditLogQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value) params[key] = value;
  }
  if (filter.before) params.before = filter.before;
  return params;
}

/**
 * GET /api/audit-log/export.csv with the screen's filters: a plain link, so the browser saves what the
 * api streams instead of the page holding every row in memory.
 */
export function auditLogExportUrl(filter: AuditLogFilter): string {
  const query = new URLSearchParams(auditLogParams({ ...filter, before: undefined })).toString();
  return query ? `/api/audit-log/export.csv?${query}` : '/api/audit-log/export.csv';
}

/**
 * The firm's audit trail (docs/api.md, Audit trail). Entries are written by every other call, so the
 * screens read them afresh when they open (`refetchOnMountOrArgChange`) rather than through tags.
 */
export const auditApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Newest first, a page (AUDIT_PAGE_SIZE) at a time: the filters are the argument, each page's cursor the page param. */
    getAuditLogPages: build.infiniteQuery<AuditLogPage, AuditLogFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({ url: 'api/audit-log', params: auditLogParams({ ...queryArg, before: pageParam ?? undefined }) }),
      providesTags: [AUDIT_LOG_TAG],
    }),

    /** Who uploaded, viewed, downloaded and deleted one document, newest first (staff who may see its project). */
    getDocumentHistory: build.query<DocumentHistory, string>({
      query: (documentId) => `api/documents/${encodeURIComponent(documentId)}/history`,
      providesTags: (_history, _error, documentId) => [documentHistoryTag(documentId)],
    }),

    /** How many years the firm keeps its entries (owner and admins). */
    getAuditSettings: build.query<AuditSettings, void>({
      query: () => 'api/audit-log/settings',
      providesTags: [AUDIT_SETTINGS_TAG],
    }),

    updateAuditSettings: build.mutation<AuditSettings, AuditSettings>({
      query: (body) => ({ url: 'api/audit-log/settings', method: 'PUT', body }),
      // Saving the setting is itself an entry ("Settings changed").
      invalidatesTags: [AUDIT_SETTINGS_TAG, AUDIT_LOG_TAG],
    }),
  }),
});

export const { useGetAuditLogPagesInfiniteQuery, useGetDocumentHistoryQuery, useGetAuditSettingsQuery, useUpdateAuditSettingsMutation } = auditApi;
