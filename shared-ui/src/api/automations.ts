// Types only: the contracts' values would bring every zod schema to pages that read automations.
import type { Automation, AutomationInput, AutomationList, OkMessage } from '@clientline/contracts';
import { baseApi } from '@clientline/shared-ui/store';

const templateAutomationsTag = (templateId: string) => ({ type: 'Automation' as const, id: `template:${templateId}` });
const projectAutomationsTag = (projectId: string) => ({ type: 'Automation' as const, id: `project:${projectId}` });

/**
 * A template's rules are listed on every project made from it too, and which projects those are is the
 * api's to know: a rule added or deleted makes every cached list stale.
 */
const CHANGED_BY_A_RULE = ['Automation' as const];

/** Puts the changed rule in place of the one with its id, where the list has it. */
function withAutomation(list: AutomationList, automation: Automation): void {
  const index = list.automations.findIndex((existing) => existing.id === automation.id);
  if (index >= 0) list.automations[index] = automation;
}

/** Automations: when something happens on a project, do one thing (docs/api.md, "Automations"). */
export const automationsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The template's rules, oldest first, and their latest runs on its projects. The owner and admins only. */
    getTemplateAutomations: build.query<AutomationList, string>({
      query: (templateId) => `api/templates/${encodeURIComponent(templateId)}/automations`,
      providesTags: (_list, _error, templateId) => [templateAutomationsTag(templateId)],
    }),

    /** The rules that apply to the project (its template's and its own) and their latest runs on it. The firm's staff who see it. */
    getProjectAutomations: build.query<AutomationList, string>({
      query: (projectId) => `api/projects/${encodeURIComponent(projectId)}/automations`,
      providesTags: (_list, _error, projectId) => [projectAutomationsTag(projectId)],
    }),

    /** For every project made from the template, past and future; a rule that would loop is refused (400). */
    createTemplateAutomation: build.mutation<Automation, { templateId: string } & AutomationInput>({
      query: ({ templateId, ...body }) => ({ url: `api/templates/${encodeURIComponent(templateId)}/automations`, method: 'POST', body }),
      invalidatesTags: CHANGED_BY_A_RULE,
    }),

    /** For this project alone; whoever manages it. */
    createProjectAutomation: build.mutation<Automation, { projectId: string } & AutomationInput>({
      query: ({ projectId, ...body }) => ({ url: `api/projects/${encodeURIComponent(projectId)}/automations`, method: 'POST', body }),
      invalidatesTags: CHANGED_BY_A_RULE,
    }),

    /** The whole rule anew (`enabled: false` pauses it); its runs so far stay. */
    updateAutomation: build.mutation<Automation, { automationId: string } & AutomationInput>({
      query: ({ automationId, ...body }) => ({ url: `api/automations/${encodeURIComponent(automationId)}`, method: 'PUT', body }),
      // The answer (its description too) is written at once into every cached list that shows the rule.
      async onQueryStarted(_args, { dispatch, getState, queryFulfilled }) {
        try {
          const { data: automation } = await queryFulfilled;
          for (const templateId of automationsApi.util.selectCachedArgsForQuery(getState(), 'getTemplateAutomations')) {
            dispatch(automationsApi.util.updateQueryData('getTemplateAutomations', templateId, (list) => withAutomation(list, automation)));
          }
          for (const projectId of automationsApi.util.selectCachedArgsForQuery(getState(), 'getProjectAutomations')) {
            dispatch(automationsApi.util.updateQueryData('getProjectAutomations', projectId, (list) => withAutomation(list, automation)));
          }
        } catch {
          // The mutation's own error reports the failure.
        }
      },
    }),

    /** What it did stays done, and its runs stay listed. */
    deleteAutomation: build.mutation<OkMessage, string>({
      query: (automationId) => ({ url: `api/automations/${encodeURIComponent(automationId)}`, method: 'DELETE' }),
      invalidatesTags: CHANGED_BY_A_RULE,
    }),
  }),
});

export const {
  useGetTemplateAutomationsQuery,
  useGetProjectAutomationsQuery,
  useCreateTemplateAutomationMutation,
  useCreateProjectAutomationMutation,
  useUpdateAutomationMutation,
  useDeleteAutomationMutation,
} = automationsApi;
