// Types only: the contracts' values would bring every zod schema to the project page's first screen.
import type { ProjectAsTemplateInput, ProjectRecurrenceAnswer, ProjectRecurrenceInput, ProjectTemplate } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';
import { PROJECT_RECURRENCES_TAG, TEMPLATE_LIST_TAG, templatesApi } from '@clientline/shared-ui/api/templates';

/** Who runs the firm saves a project as a template; the template's own calls are the `templates` domain's. */
export interface SaveProjectAsTemplateArgs extends ProjectAsTemplateInput {
  projectId: string;
}

/** A project made to come back every period for its client. */
export interface RepeatProjectArgs extends ProjectRecurrenceInput {
  projectId: string;
}

const projectRecurrenceUrl = (projectId: string) => `api/projects/${encodeURIComponent(projectId)}/recurrence`;

/** A project made into a template (docs/api.md, "POST /api/projects/{id}/save-as-template"). The owner and admins only. */
export const projectTemplatesApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /**
     * A new template (version 1) from the project: its dates as days from its start, its name's year as
     * `{year}`. The templates list is read again; the answer is cached as the template, so its editor
     * opens without asking for it.
     */
    saveProjectAsTemplate: build.mutation<ProjectTemplate, SaveProjectAsTemplateArgs>({
      query: ({ projectId, name, cadence }) => ({ url: `api/projects/${encodeURIComponent(projectId)}/save-as-template`, method: 'POST', body: { name, cadence } }),
      invalidatesTags: [TEMPLATE_LIST_TAG],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data: template } = await queryFulfilled;
          dispatch(templatesApi.util.upsertQueryData('getTemplate', template.id, template));
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),

    /** The recurrence that brings the project back for its client, and its template; both null when none does. */
    getProjectRecurrence: build.query<ProjectRecurrenceAnswer, string>({
      query: (projectId) => projectRecurrenceUrl(projectId),
      providesTags: [PROJECT_RECURRENCES_TAG],
    }),

    /** Makes the project come back every period for its client, through a template saved from it (201). */
    repeatProject: build.mutation<ProjectRecurrenceAnswer, RepeatProjectArgs>({
      query: ({ projectId, ...body }) => ({ url: projectRecurrenceUrl(projectId), method: 'POST', body }),
      invalidatesTags: [TEMPLATE_LIST_TAG, PROJECT_RECURRENCES_TAG],
    }),
  }),
});

export const { useSaveProjectAsTemplateMutation, useGetProjectRecurrenceQuery, useRepeatProjectMutation } = projectTemplatesApi;
