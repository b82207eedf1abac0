import type {
  Message,
  NewTaskInput,
  SharedTimeline,
  ShareTimelineInput,
  Timeline,
  TimelineShareLink,
  TimelineTask,
} from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

export const timelineTag = (projectId: string) => ({ type: 'Timeline' as const, id: projectId });

/** Adds `task` to a timeline unless it is there already, keeping the tasks by start date as the api does. */
export function withTask(timeline: Timeline, task: TimelineTask): void {
  if (timeline.tasks.some((existing) => existing.id === task.id)) return;
  timeline.tasks.push(task);
  timeline.tasks.sort((a, b) => a.startDate.localeCompare(b.startDate));
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
      async onQueryStarted({ projectId }, { dispatch, queryFulfilled }) {
        try {
          const { data: task } = await queryFulfilled;
          dispatch(timelinesApi.util.updateQueryData('getTimeline', projectId, (timeline) => withTask(timeline, task)));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),

    /** A new read-only link; its token is shown only in this answer. */
    createShareLink: build.mutation<TimelineShareLink, { timelineId: string } & ShareTimelineInput>({
      query: ({ timelineId, ...body }) => ({
        url: `api/timelines/${encodeURIComponent(timelineId)}/share`,
        method: 'POST',
        body,
      }),
    }),

    /** Ends every active link to the timeline. */
    revokeShareLinks: build.mutation<{ ok: boolean; message: string; revoked: number }, string>({
      query: (timelineId) => ({ url: `api/timelines/${encodeURIComponent(timelineId)}/share`, method: 'DELETE', body: {} }),
    }),

    /** The public view of a share link (no session needed). */
    getSharedTimeline: build.query<SharedTimeline, string>({
      query: (shareToken) => `api/timelines/shared/${encodeURIComponent(shareToken)}`,
      // A revoked or expired link must stop working on the next visit.
      keepUnusedDataFor: 0,
    }),

    getSharedTimelineMessages: build.query<Message[], string>({
      query: (shareToken) => `api/timelines/shared/${encodeURIComponent(shareToken)}/messages`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetTimelineQuery,
  useCreateTimelineTaskMutation,
  useCreateShareLinkMutation,
  useRevokeShareLinksMutation,
  useGetSharedTimelineQuery,
  useGetSharedTimelineMessagesQuery,
} = timelinesApi;
