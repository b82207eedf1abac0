import type { Milestone, MilestoneEditInput, MilestoneInput, MilestoneStatus } from '@clientline/contracts';
import { baseApi, PROJECT_LIST_TAG, projectTag } from '@clientline/shared-ui/store';

/**
 * Milestones (docs/api.md, Milestones). They are read as part of `getProject`, so a change refreshes
 * that project and the list's progress counts.
 */
export const milestonesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    createMilestone: build.mutation<Milestone, { projectId: string } & MilestoneInput>({
      query: ({ projectId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/milestones`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_milestone, _error, { projectId }) => [projectTag(projectId), PROJECT_LIST_TAG],
    }),

    /** One step at a time: pending -> in_progress -> completed; back to in_progress (reopen) for the firm's owner and admins. */
    updateMilestoneStatus: build.mutation<Milestone, { projectId: string; milestoneId: string; status: MilestoneStatus }>({
      query: ({ projectId, milestoneId, status }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`,
        method: 'PATCH',
        body: { status },
      }),
      invalidatesTags: (_milestone, _error, { projectId }) => [projectTag(projectId), PROJECT_LIST_TAG],
    }),

    /** Corrects its name, description or due date (the fields sent). */
    editMilestone: build.mutation<Milestone, { projectId: string; milestoneId: string } & MilestoneEditInput>({
      query: ({ projectId, milestoneId, ...body }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_milestone, _error, { projectId }) => [projectTag(projectId), PROJECT_LIST_TAG],
    }),

    deleteMilestone: build.mutation<{ ok: boolean; message: string }, { projectId: string; milestoneId: string }>({
      query: ({ projectId, milestoneId }) => ({
        url: `api/projects/${encodeURIComponent(projectId)}/milestones/${encodeURIComponent(milestoneId)}`,
        method: 'DELETE',
        body: {},
      }),
      invalidatesTags: (_result, _error, { projectId }) => [projectTag(projectId), PROJECT_LIST_TAG],
    }),
  }),
});

export const { useCreateMilestoneMutation, useUpdateMilestoneStatusMutation, useEditMilestoneMutation, useDeleteMilestoneMutation } = milestonesApi;
