import type {
  NewTaskInput,
  TaskUpdateInput,
  SharedMessage,
  SharedTimeline,
  ShareTimelineInput,
  Timeline,
  TimelineShareLink,
  TimelineShareSummary,
  TimelineTask,
} from '@clientline/contracts';
import { baseApi, onPushedEvents, writePushed, type AppDispatch } from '@clientline/shared-ui/store';

export const timelineTag = (projectId: string) => ({ type: 'Timeline' as const, id: projectId });
/** A timeline's active share links (keyed by the timeline's id, which no project id can equal). */
export const shareLinksTag = (timelineId: string) => ({ type: 'Timeline' as const, id: `share-links:${timelineId}` });

/** Puts `task` in a timeline, replacing the one with its id, keeping the tasks by start date as the api does. */
function withTask(timeline: Timeline, task: TimelineTask): void {
  const index = timeline.tasks.findIndex((existing) => existing.id === task.id);
  if (index >= 0) timeline.tasks[index] = task;
  else timeline.tasks.push(task);
  timeline.tasks.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

function withoutTask(timeline: Timeline, taskId: string): void {
  timeline.tasks = timeline.tasks.filter((task) => task.id !== taskId);
}

/** Writes the answer of a call that returns a task into the project's cached timeline. */
async function writeAnsweredTask(
  projectId: string,
  { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: TimelineTask }> },
): Promise<void> {
  try {
    const { data: task } = await queryFulfilled;
    dispatch(timelinesApi.util.updateQueryData('getTimeline', projectId, (timeline) => withTask(timeline, task)));
  } catch {
    // The mutation's own error reports the failure.
  }
}

/** A project's timeline and its share links (docs/api.md, Timelines and Sharing a timeline). */
export const timelinesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Keyed by project id; `id` of the answer is the timeline's, which sharing needs. */
    getTimeline: build.query<Timeline, string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}/timelines`,
      providesTags: (_timeline, _error, projectId) => [timelineTag(projectId)],
    }),

    createTimelineTask: build.mutation<TimelineTask, { projectId: string } & NewTaskInput>({
      query: ({ projectId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/timelines`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Metrics'],
      onQueryStarted: ({ projectId }, api) => writeAnsweredTask(projectId, api),
    }),

    /** Edits, marks done or undone, or reassigns a task (the fields sent); the answer replaces it at once. */
    updateTimelineTask: build.mutation<TimelineTask, { projectId: string; taskId: string } & TaskUpdateInput>({
      query: ({ projectId, taskId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Metrics'],
      onQueryStarted: ({ projectId }, api) => writeAnsweredTask(projectId, api),
    }),

    deleteTimelineTask: build.mutation<{ ok: boolean; message: string }, { projectId: string; taskId: string }>({
      query: ({ projectId, taskId }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/tasks/${encodeURIComponent(taskId)}`,
        method: 'DELETE',
        body: {},
      }),
      invalidatesTags: ['Metrics'],
      async onQueryStarted({ projectId, taskId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(timelinesApi.util.updateQueryData('getTimeline', projectId, (timeline) => withoutTask(timeline, taskId)));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),

    /** The links that still work, newest first (no URLs: only the answer that made a link holds its token). */
    getShareLinks: build.query<TimelineShareSummary[], string>({
      query: (timelineId) => `api/timelines/${encodeURIComponent(timelineId)}/share`,
      providesTags: (_links, _error, timelineId) => [shareLinksTag(timelineId)],
    }),

    /** A new read-only link; its token is shown only in this answer. */
    createShareLink: build.mutation<TimelineShareLink, { timelineId: string } & ShareTimelineInput>({
      query: ({ timelineId, ...body }) => ({
        url: `api/timelines/${encodeURIComponent(timelineId)}/share`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_link, _error, { timelineId }) => [shareLinksTag(timelineId)],
    }),

    /** Ends one link at once. */
    revokeShareLink: build.mutation<{ ok: boolean; message: string }, { timelineId: string; shareId: string }>({
      query: ({ timelineId, shareId }) => ({
        url: `api/timelines/${encodeURIComponent(timelineId)}/share/${encodeURIComponent(shareId)}`,
        method: 'DELETE',
        body: {},
      }),
      invalidatesTags: (_result, _error, { timelineId }) => [shareLinksTag(timelineId)],
    }),

    /** Ends every active link to the timeline. */
    revokeShareLinks: build.mutation<{ ok: boolean; message: string; revoked: number }, string>({
      query: (timelineId) => ({ url: `api/timelines/${encodeURIComponent(timelineId)}/share`, method: 'DELETE', body: {} }),
      invalidatesTags: (_result, _error, timelineId) => [shareLinksTag(timelineId)],
    }),

    /** The public view of a share link (no session needed). */
    getSharedTimeline: build.query<SharedTimeline, string>({
      query: (shareToken) => `api/timelines/shared/${encodeURIComponent(shareToken)}`,
      // A revoked or expired link must stop working on the next visit.
      keepUnusedDataFor: 0,
    }),

    /** Empty unless the link was made with "Include the conversation"; senders by name only. */
    getSharedTimelineMessages: build.query<SharedMessage[], string>({
      query: (shareToken) => `api/timelines/shared/${encodeURIComponent(shareToken)}/messages`,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** A task pushed new or changed goes into its project's cached timeline. */
function writePushedTask({ projectId, task }: { projectId: string; task: TimelineTask }, dispatch: AppDispatch): void {
  writePushed(dispatch(timelinesApi.util.getRunningQueryThunk('getTimeline', projectId)), () =>
    dispatch(timelinesApi.util.updateQueryData('getTimeline', projectId, (timeline) => withTask(timeline, task))),
  );
}

onPushedEvents({
  timeline_task_created: writePushedTask,
  timeline_task_updated: writePushedTask,
  timeline_task_deleted: ({ projectId, taskId }, dispatch) =>
    writePushed(dispatch(timelinesApi.util.getRunningQueryThunk('getTimeline', projectId)), () =>
      dispatch(timelinesApi.util.updateQueryData('getTimeline', projectId, (timeline) => withoutTask(timeline, taskId))),
    ),
});

export const {
  useGetTimelineQuery,
  useCreateTimelineTaskMutation,
  useUpdateTimelineTaskMutation,
  useDeleteTimelineTaskMutation,
  useGetShareLinksQuery,
  useCreateShareLinkMutation,
  useRevokeShareLinkMutation,
  useRevokeShareLinksMutation,
  useGetSharedTimelineQuery,
  useGetSharedTimelineMessagesQuery,
} = timelinesApi;
