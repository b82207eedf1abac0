// Types only: the contracts' values would bring every zod schema to pages that read templates.
import type {
  OkMessage,
  ProjectTemplate,
  RecurrenceChange,
  RecurrenceClientChange,
  StarterTemplateView,
  TemplateBatch,
  TemplateBatchInput,
  TemplateBatchPlan,
  TemplateBatchStatus,
  TemplateInput,
  TemplateRecurrence,
  TemplateRecurrenceInput,
  TemplateUpdate,
  TemplateUpdateResult,
} from '@clientline/contracts';
import { baseApi, DERIVED_FROM_PROJECTS, LIST_TAG_ID } from '@clientline/shared-ui/store';

/** A batch's progress is asked for this often while it is queued or running. */
export const TEMPLATE_BATCH_POLLING_INTERVAL_MS = 1_000;

export const templateTag = (templateId: string) => ({ type: 'Template' as const, id: templateId });
export const TEMPLATE_LIST_TAG = { type: 'Template' as const, id: LIST_TAG_ID };
/** The templates the product ships: the same for every visit, changed by no call of the firm. */
const STARTERS_TAG = { type: 'Template' as const, id: 'STARTERS' };
const batchTag = (batchId: string) => ({ type: 'TemplateBatch' as const, id: batchId });
/** What its latest version would change, and in which projects. */
const updateTag = (templateId: string) => ({ type: 'Template' as const, id: `updates:${templateId}` });
/** A template's recent batches. */
const batchListTag = (templateId: string) => ({ type: 'TemplateBatch' as const, id: `template:${templateId}` });
/** How the template repeats, and for whom: every change to it reads it again (its next date, its clients). */
const recurrenceTag = (templateId: string) => ({ type: 'Template' as const, id: `recurrence:${templateId}` });

/** What a project's page reads of the recurrence that brings it back: read again at every change to any recurrence. */
export const PROJECT_RECURRENCES_TAG = { type: 'Template' as const, id: 'project-recurrences' };

/** GET /api/templates/{id}/recurrence, and what ending it (for good, or for its last client) answers: null when it does not repeat. */
export interface TemplateRecurrenceAnswer {
  recurrence: TemplateRecurrence | null;
}

/** A change to one client of a template's recurrence. */
interface RecurrenceClientArgs {
  templateId: string;
  clientId: string;
}

const recurrenceUrl = (templateId: string) => `api/templates/${encodeURIComponent(templateId)}/recurrence`;
const recurrenceClientUrl = ({ templateId, clientId }: RecurrenceClientArgs) => `${recurrenceUrl(templateId)}/clients/${encodeURIComponent(clientId)}`;
/** What every change to a template's recurrence invalidates: the recurrence, read again. */
const changesRecurrence = (_answer: unknown, _error: unknown, { templateId }: { templateId: string }) => [recurrenceTag(templateId), PROJECT_RECURRENCES_TAG];

/** Queued or running: its projects are still being made. */
export function isBatchUnderway(status: TemplateBatchStatus): boolean {
  return status === 'queued' || status === 'running';
}

/**
 * What projects made (or removed) by a batch make stale: the projects and everything derived from them,
 * the template's count of projects made, and its list of batches.
 */
const changedByBatch = (templateId: string) => [...DERIVED_FROM_PROJECTS, TEMPLATE_LIST_TAG, templateTag(templateId), batchListTag(templateId), updateTag(templateId)];

type Dispatch = (action: unknown) => unknown;

/** A template as a call answered it (made, copied, saved), cached at once: its editor opens without asking again. */
async function cacheAnsweredTemplate({ dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: ProjectTemplate }> }): Promise<void> {
  try {
    const { data: template } = await queryFulfilled;
    dispatch(templatesApi.util.upsertQueryData('getTemplate', template.id, template));
  } catch {
    // The mutation's own error reports the failure.
  }
}

/** The batch as the start answered it (queued), cached at once: its page polls from there, and sees it finish. */
async function cacheStartedBatch({ dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: TemplateBatch }> }): Promise<void> {
  try {
    const { data: batch } = await queryFulfilled;
    dispatch(templatesApi.util.upsertQueryData('getTemplateBatch', batch.id, batch));
  } catch {
    // The mutation's own error reports the failure.
  }
}

/**
 * The projects appear while a batch runs, not when it is started: once a polled answer says it stopped
 * (done or failed), the lists its projects are in are read again.
 */
async function refreshWhenFinished({
  dispatch,
  queryFulfilled,
  getCacheEntry,
}: {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: TemplateBatch }>;
  getCacheEntry(): { data?: TemplateBatch };
}): Promise<void> {
  const before = getCacheEntry().data?.status;
  try {
    const { data: batch } = await queryFulfilled;
    if (before && isBatchUnderway(before) && !isBatchUnderway(batch.status)) dispatch(templatesApi.util.invalidateTags(changedByBatch(batch.templateId)));
  } catch {
    // The query's own error reports the failure.
  }
}

/** The undone batch (what it removed and kept) replaces the cached one at once. */
async function cacheUndoneBatch(batchId: string, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: TemplateBatch }> }): Promise<void> {
  try {
    const { data: batch } = await queryFulfilled;
    dispatch(templatesApi.util.upsertQueryData('getTemplateBatch', batchId, batch));
  } catch {
    // The mutation's own error reports the failure.
  }
}

/** Project templates and the batches that make their projects for many clients (docs/api.md, "Templates and batches"). The owner and admins only. */
export const templatesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The firm's templates by name. */
    getTemplates: build.query<ProjectTemplate[], void>({
      query: () => 'api/templates',
      providesTags: (templates = []) => [TEMPLATE_LIST_TAG, ...templates.map((template) => templateTag(template.id))],
    }),

    /** The templates the product ships, those made for the firm's practice first. */
    getStarterTemplates: build.query<StarterTemplateView[], void>({
      query: () => 'api/templates/starters',
      providesTags: [STARTERS_TAG],
    }),

    /** Copies a starter into the firm's templates (renamed "... (2)" when its name is taken), to edit there. */
    copyStarterTemplate: build.mutation<ProjectTemplate, string>({
      query: (key) => ({ url: `api/templates/starters/${encodeURIComponent(key)}/copy`, method: 'POST' }),
      invalidatesTags: [TEMPLATE_LIST_TAG],
      onQueryStarted: (_key, api) => cacheAnsweredTemplate(api),
    }),

    getTemplate: build.query<ProjectTemplate, string>({
      query: (templateId) => `api/templates/${encodeURIComponent(templateId)}`,
      providesTags: (_template, _error, templateId) => [templateTag(templateId)],
    }),

    /** Version 1 of a new template. */
    createTemplate: build.mutation<ProjectTemplate, TemplateInput>({
      query: (body) => ({ url: 'api/templates', method: 'POST', body }),
      invalidatesTags: [TEMPLATE_LIST_TAG],
      onQueryStarted: (_body, api) => cacheAnsweredTemplate(api),
    }),

    /** The whole template anew, one version more (the answer replaces the cached one); projects made before keep what they were made with. */
    updateTemplate: build.mutation<ProjectTemplate, { templateId: string } & TemplateInput>({
      query: ({ templateId, ...body }) => ({ url: `api/templates/${encodeURIComponent(templateId)}`, method: 'PUT', body }),
      // The recurrence names its next projects from the template's projects' name.
      invalidatesTags: (_answer, _error, { templateId }) => [TEMPLATE_LIST_TAG, updateTag(templateId), recurrenceTag(templateId)],
      onQueryStarted: (_body, api) => cacheAnsweredTemplate(api),
    }),

    /** The projects made from it stay. */
    deleteTemplate: build.mutation<OkMessage, string>({
      query: (templateId) => ({ url: `api/templates/${encodeURIComponent(templateId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, _error, templateId) => [templateTag(templateId), TEMPLATE_LIST_TAG],
    }),

    /** The projects made from an older version that nobody has started, and what the latest would change in them. */
    getTemplateUpdate: build.query<TemplateUpdate, string>({
      query: (templateId) => `api/templates/${encodeURIComponent(templateId)}/updates`,
      providesTags: (_update, _error, templateId) => [updateTag(templateId)],
    }),

    /** Brings those projects to the latest version (those started meanwhile are left as they are). */
    applyTemplateUpdate: build.mutation<TemplateUpdateResult, { templateId: string; projectIds: string[] }>({
      query: ({ templateId, projectIds }) => ({ url: `api/templates/${encodeURIComponent(templateId)}/updates`, method: 'POST', body: { projectIds } }),
      invalidatesTags: (_answer, _error, { templateId }) => [...DERIVED_FROM_PROJECTS, updateTag(templateId)],
    }),

    /** The template's last 20 batches, newest first. */
    getTemplateBatches: build.query<TemplateBatch[], string>({
      query: (templateId) => `api/templates/${encodeURIComponent(templateId)}/batches`,
      providesTags: (_batches, _error, templateId) => [batchListTag(templateId)],
    }),

    /** What a batch would make, for whom, with which dates; nothing is written. */
    dryRunTemplateBatch: build.mutation<TemplateBatchPlan, TemplateBatchInput>({
      query: (body) => ({ url: 'api/template-batches/dry-run', method: 'POST', body }),
    }),

    /** Starts making the projects (202, queued); its progress is read with getTemplateBatch. */
    startTemplateBatch: build.mutation<TemplateBatch, TemplateBatchInput>({
      query: (body) => ({ url: 'api/template-batches', method: 'POST', body }),
      invalidatesTags: (_batch, _error, { templateId }) => [batchListTag(templateId)],
      onQueryStarted: (_request, api) => cacheStartedBatch(api),
    }),

    /** Polled every TEMPLATE_BATCH_POLLING_INTERVAL_MS while it runs (usePolledTemplateBatchQuery). */
    getTemplateBatch: build.query<TemplateBatch, string>({
      query: (batchId) => `api/template-batches/${encodeURIComponent(batchId)}`,
      providesTags: (_batch, _error, batchId) => [batchTag(batchId)],
      onQueryStarted: (_batchId, api) => refreshWhenFinished(api),
    }),

    /** Removes the batch's projects nobody has worked in and keeps the others (listed in the answer's `undo`). */
    undoTemplateBatch: build.mutation<TemplateBatch, string>({
      query: (batchId) => ({ url: `api/template-batches/${encodeURIComponent(batchId)}/undo`, method: 'POST' }),
      invalidatesTags: (batch) => (batch ? changedByBatch(batch.templateId) : []),
      onQueryStarted: (batchId, api) => cacheUndoneBatch(batchId, api),
    }),

    /** How the template repeats (its rule, its next projects, its clients), or `{ recurrence: null }` when it does not. */
    getTemplateRecurrence: build.query<TemplateRecurrenceAnswer, string>({
      query: (templateId) => recurrenceUrl(templateId),
      providesTags: (_answer, _error, templateId) => [recurrenceTag(templateId)],
    }),

    /** Makes the template's projects come back every period for these clients, from the period and start date given (201). */
    setUpTemplateRecurrence: build.mutation<TemplateRecurrence, { templateId: string } & TemplateRecurrenceInput>({
      query: ({ templateId, ...body }) => ({ url: recurrenceUrl(templateId), method: 'POST', body }),
      invalidatesTags: changesRecurrence,
    }),

    /** Pauses or resumes it for every client, or makes the projects more or fewer days ahead. */
    changeTemplateRecurrence: build.mutation<TemplateRecurrence, { templateId: string } & RecurrenceChange>({
      query: ({ templateId, ...body }) => ({ url: recurrenceUrl(templateId), method: 'PATCH', body }),
      invalidatesTags: changesRecurrence,
    }),

    /** Ends it: no more projects are made; those made stay. */
    endTemplateRecurrence: build.mutation<TemplateRecurrenceAnswer, { templateId: string }>({
      query: ({ templateId }) => ({ url: recurrenceUrl(templateId), method: 'DELETE' }),
      invalidatesTags: changesRecurrence,
    }),

    /** Pauses or resumes it for one client. */
    changeTemplateRecurrenceClient: build.mutation<TemplateRecurrence, RecurrenceClientArgs & RecurrenceClientChange>({
      query: ({ paused, ...client }) => ({ url: recurrenceClientUrl(client), method: 'PATCH', body: { paused } }),
      invalidatesTags: changesRecurrence,
    }),

    /** Ends it for one client; for its last client, it ends it (the answer's recurrence is null). */
    endTemplateRecurrenceForClient: build.mutation<TemplateRecurrenceAnswer, RecurrenceClientArgs>({
      query: (client) => ({ url: recurrenceClientUrl(client), method: 'DELETE' }),
      invalidatesTags: changesRecurrence,
    }),
  }),
});

export const {
  useGetTemplatesQuery,
  useGetStarterTemplatesQuery,
  useCopyStarterTemplateMutation,
  useGetTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
  useGetTemplateUpdateQuery,
  useApplyTemplateUpdateMutation,
  useGetTemplateBatchesQuery,
  useDryRunTemplateBatchMutation,
  useStartTemplateBatchMutation,
  useGetTemplateBatchQuery,
  useUndoTemplateBatchMutation,
  useGetTemplateRecurrenceQuery,
  useSetUpTemplateRecurrenceMutation,
  useChangeTemplateRecurrenceMutation,
  useEndTemplateRecurrenceMutation,
  useChangeTemplateRecurrenceClientMutation,
  useEndTemplateRecurrenceForClientMutation,
} = templatesApi;

/** A batch, polled every TEMPLATE_BATCH_POLLING_INTERVAL_MS while it is queued or running, and not after. */
export function usePolledTemplateBatchQuery(batchId: string) {
  const query = useGetTemplateBatchQuery(batchId);
  const underway = query.data ? isBatchUnderway(query.data.status) : false;
  // A second subscription that polls only while it runs: the page's own re-renders never poll.
  useGetTemplateBatchQuery(batchId, { skip: !underway, pollingInterval: TEMPLATE_BATCH_POLLING_INTERVAL_MS });
  return query;
}
