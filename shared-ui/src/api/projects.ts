// Types only: the contracts' values would bring every zod schema to pages that read projects.
import type {
  CompletionResult,
  CreatedProject,
  CreateProjectRequest,
  Project,
  OkMessage,
  ProjectAssigneesInput,
  ProjectPage,
  ProjectPageRequest,
  ProjectSummary,
  ProjectUpdateInput,
} from '@clientline/contracts';
import {
  baseApi,
  DERIVED_FROM_PROJECTS,
  onPushedEvents,
  PROJECT_LIST_TAG,
  projectTag,
  writePushed,
  type AppDispatch,
  type RootState,
} from '@clientline/shared-ui/store';

/** The projects list is polled every 30 s. */
export const PROJECTS_POLLING_INTERVAL_MS = 30_000;

/** What a paged list screen asks for (the limit always, so the answer is a page); the cursor is the data layer's business. */
export type ProjectListFilter = Omit<ProjectPageRequest, 'cursor' | 'limit'> & { limit: number };

/** The query string of one page: the limit, then only what is set (an empty search is no search). */
function pageParams({ limit, search, status, clientId, assignedTo, archived }: ProjectListFilter, cursor: string | null): Record<string, string> {
  const params: Record<string, string> = { limit: String(limit) };
  if (cursor) params.cursor = cursor;
  if (search?.trim()) params.search = search.trim();
  if (status) params.status = status;
  if (clientId) params.clientId = clientId;
  if (assignedTo) params.assignedTo = assignedTo;
  if (archived) params.archived = archived;
  return params;
}

/** Projects (docs/api.md, Projects). Milestones live in `./milestones`, but arrive inside `getProject`. */
export const projectsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Newest first: the whole firm for staff, only their own for a client. */
    getProjects: build.query<ProjectSummary[], void>({
      query: () => 'api/projects',
      providesTags: (projects = []) => [PROJECT_LIST_TAG, ...projects.map((project) => projectTag(project.id))],
    }),

    /**
     * The list a page at a time (docs/api.md, GET /api/projects, Pages): the filters are the argument,
     * each page's cursor the page param. A refetch (polling, a write) reads again every page held.
     */
    getProjectPages: build.infiniteQuery<ProjectPage, ProjectListFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({ url: 'api/projects', params: pageParams(queryArg, pageParam) }),
      providesTags: (data) => [PROJECT_LIST_TAG, ...(data?.pages ?? []).flatMap((page) => page.projects.map((project) => projectTag(project.id)))],
    }),

    getProject: build.query<Project, string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}`,
      providesTags: (_project, _error, projectId) => [projectTag(projectId)],
    }),

    createProject: build.mutation<CreatedProject, CreateProjectRequest>({
      query: (body) => ({ url: 'api/projects', method: 'POST', body }),
      invalidatesTags: DERIVED_FROM_PROJECTS,
    }),

    /** Name, description and dates (docs/api.md, PATCH /api/projects/{id}). */
    updateProject: build.mutation<Project, { projectId: string } & ProjectUpdateInput>({
      query: ({ projectId, ...body }) => ({ url: `api/projects/${encodeURIComponent(projectId)}`, method: 'PATCH', body }),
      invalidatesTags: (_project, _error, { projectId }) => [projectTag(projectId), ...DERIVED_FROM_PROJECTS],
    }),

    /** A completed project back to active; its score is computed again at the next completion. */
    reopenProject: build.mutation<Project, string>({
      query: (projectId) => ({ url: `api/projects/${encodeURIComponent(projectId)}/reopen`, method: 'POST', body: {} }),
      invalidatesTags: (_project, _error, projectId) => [projectTag(projectId), ...DERIVED_FROM_PROJECTS],
    }),

    /** Off every list and count until restored. */
    archiveProject: build.mutation<Project, string>({
      query: (projectId) => ({ url: `api/projects/${encodeURIComponent(projectId)}/archive`, method: 'POST', body: {} }),
      invalidatesTags: (_project, _error, projectId) => [projectTag(projectId), ...DERIVED_FROM_PROJECTS],
    }),

    restoreProject: build.mutation<Project, string>({
      query: (projectId) => ({ url: `api/projects/${encodeURIComponent(projectId)}/restore`, method: 'POST', body: {} }),
      invalidatesTags: (_project, _error, projectId) => [projectTag(projectId), ...DERIVED_FROM_PROJECTS],
    }),

    /** Only an empty project (no milestones, tasks, messages or documents). */
    deleteProject: build.mutation<OkMessage, string>({
      query: (projectId) => ({ url: `api/projects/${encodeURIComponent(projectId)}`, method: 'DELETE' }),
      invalidatesTags: DERIVED_FROM_PROJECTS,
    }),

    setProjectAssignees: build.mutation<Project, { projectId: string } & ProjectAssigneesInput>({
      query: ({ projectId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/assignees`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_project, _error, { projectId }) => [projectTag(projectId), PROJECT_LIST_TAG, 'Team'],
    }),

    /** Closes every open milestone and scores the project; answers the achievements earned. */
    completeProject: build.mutation<CompletionResult, string>({
      query: (projectId) => ({ url: `api/projects/${encodeURIComponent(projectId)}/complete`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, projectId) => [projectTag(projectId), ...DERIVED_FROM_PROJECTS],
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectPagesInfiniteQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useReopenProjectMutation,
  useArchiveProjectMutation,
  useRestoreProjectMutation,
  useDeleteProjectMutation,
  useSetProjectAssigneesMutation,
  useCompleteProjectMutation,
} = projectsApi;

/** The projects list, polled every PROJECTS_POLLING_INTERVAL_MS. */
export function usePolledProjectsQuery(options: { skip?: boolean } = {}) {
  return useGetProjectsQuery(undefined, { ...options, pollingInterval: PROJECTS_POLLING_INTERVAL_MS });
}

/** The paged list, polled like the full list (each poll reads again the pages held, so none goes stale). */
export function usePolledProjectPages(filter: ProjectListFilter) {
  return useGetProjectPagesInfiniteQuery(filter, { pollingInterval: PROJECTS_POLLING_INTERVAL_MS });
}

/**
 * Applies `change` to the project's summary wherever a list holds it: the full list and every paged
 * list in the cache (for a pushed event that carries what changed, e.g. the milestone counts).
 */
export function updateListedProject(projectId: string, change: (summary: ProjectSummary) => void) {
  const changeIn = (projects: ProjectSummary[]) => {
    const summary = projects.find((project) => project.id === projectId);
    if (summary) change(summary);
  };
  return (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(projectsApi.util.updateQueryData('getProjects', undefined, changeIn));
    for (const filter of projectsApi.util.selectCachedArgsForQuery(getState(), 'getProjectPages')) {
      dispatch(projectsApi.util.updateQueryData('getProjectPages', filter, (data) => data.pages.forEach((page) => changeIn(page.projects))));
    }
  };
}

/**
 * A milestone pushed changed or deleted: `change` applies it to the project's cached detail, and the counts
 * the event carries go into the detail and the lists.
 */
function writePushedMilestone(
  { projectId, completedMilestones, totalMilestones }: { projectId: string; completedMilestones: number; totalMilestones: number },
  change: (project: Project) => void,
  dispatch: AppDispatch,
): void {
  writePushed(dispatch(projectsApi.util.getRunningQueryThunk('getProject', projectId)), () =>
    dispatch(
      projectsApi.util.updateQueryData('getProject', projectId, (project) => {
        change(project);
        Object.assign(project, { completedMilestones, totalMilestones });
      }),
    ),
  );
  dispatch(updateListedProject(projectId, (summary) => Object.assign(summary, { completedMilestones, totalMilestones })));
}

onPushedEvents({
  milestone_changed: (pushed, dispatch) =>
    writePushedMilestone(
      pushed,
      (project) => {
        const index = project.milestones.findIndex((existing) => existing.id === pushed.milestone.id);
        if (index >= 0) project.milestones[index] = pushed.milestone;
        else project.milestones.push(pushed.milestone);
      },
      dispatch,
    ),
  milestone_deleted: (pushed, dispatch) =>
    writePushedMilestone(
      pushed,
      (project) => {
        project.milestones = project.milestones.filter((milestone) => milestone.id !== pushed.milestoneId);
      },
      dispatch,
    ),
});
