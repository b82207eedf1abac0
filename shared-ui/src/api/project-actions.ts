// Types only: the contracts' values would bring every zod schema to pages that act on projects.
import type { ProjectAction, ProjectActionInput, ProjectActionKind } from '@clientline/contracts';
import { baseApi, DERIVED_FROM_PROJECTS } from '@clientline/shared-ui/store';

/** A running action's progress is asked for this often. */
export const PROJECT_ACTION_POLLING_INTERVAL_MS = 1_000;

/** Any project the action went through may have changed (its stage, people or archiving): every project, and what is derived from them. */
const CHANGED_PROJECTS = ['Project' as const, ...DERIVED_FROM_PROJECTS];

/** What an action makes stale once it stops: a message also changes each project's conversation. */
const changedBy = (kind: ProjectActionKind) => (kind === 'message' ? [...CHANGED_PROJECTS, 'Message' as const] : CHANGED_PROJECTS);

type Dispatch = (action: unknown) => unknown;

/** The action as the start answered it (running), cached at once: its progress polls from there, and sees it stop. */
async function cacheStartedAction({ dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: ProjectAction }> }): Promise<void> {
  try {
    const { data: action } = await queryFulfilled;
    dispatch(projectActionsApi.util.upsertQueryData('getProjectAction', action.id, action));
  } catch {
    // The mutation's own error reports the failure.
  }
}

/**
 * The projects change while an action runs, not when it is started: once a polled answer says it stopped
 * (done, or failed part way), the board and the projects are read again.
 */
async function refreshWhenStopped({
  dispatch,
  queryFulfilled,
  getCacheEntry,
}: {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: ProjectAction }>;
  getCacheEntry(): { data?: ProjectAction };
}): Promise<void> {
  const before = getCacheEntry().data?.status;
  try {
    const { data: action } = await queryFulfilled;
    if (before === 'running' && action.status !== 'running') dispatch(projectActionsApi.util.invalidateTags(changedBy(action.kind)));
  } catch {
    // The query's own error reports the failure.
  }
}

/** One action on chosen projects, run as a job (/api/project-actions, its contract in `@clientline/contracts`). The owner and admins only. */
export const projectActionsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Starts the action (202, running); its progress is read with getProjectAction. */
    startProjectAction: build.mutation<ProjectAction, ProjectActionInput>({
      query: (body) => ({ url: 'api/project-actions', method: 'POST', body }),
      onQueryStarted: (_input, api) => cacheStartedAction(api),
    }),

    /** Polled every PROJECT_ACTION_POLLING_INTERVAL_MS while it runs (usePolledProjectActionQuery). */
    getProjectAction: build.query<ProjectAction, string>({
      query: (actionId) => `api/project-actions/${encodeURIComponent(actionId)}`,
      onQueryStarted: (_actionId, api) => refreshWhenStopped(api),
    }),
  }),
});

export const { useStartProjectActionMutation, useGetProjectActionQuery } = projectActionsApi;

/** An action, polled every PROJECT_ACTION_POLLING_INTERVAL_MS while it runs, and not after. */
export function usePolledProjectActionQuery(actionId: string) {
  const query = useGetProjectActionQuery(actionId);
  // A second subscription that polls only while it runs: the page's own re-renders never poll.
  useGetProjectActionQuery(actionId, { skip: query.data?.status !== 'running', pollingInterval: PROJECT_ACTION_POLLING_INTERVAL_MS });
  return query;
}
