import { useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { AUTOMATION_TRIGGERS, milestonesNamedBy, type Automation, type AutomationActionType } from '@clientline/contracts';
import { CheckboxField, Field, Input, Select, Textarea } from '@clientline/shared-ui/widgets';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { apiFieldError } from '@clientline/shared-ui/store';
import { useGetFirmRolesQuery } from '@clientline/shared-ui/api/firm-roles';
import {
  useCreateProjectAutomationMutation,
  useCreateTemplateAutomationMutation,
  useUpdateAutomationMutation,
} from '@clientline/shared-ui/api/automations';
import { ACTION_LABELS, automationFormSchema, NEW_AUTOMATION, toFormValues, TRIGGER_LABELS, type AutomationFormValues } from './automation-form';

/** Where a new rule goes: a template (every project made from it) or one project. */
export type AutomationScope = { templateId: string } | { projectId: string };

type Form = UseFormReturn<AutomationFormValues, unknown, z.output<typeof automationFormSchema>>;

/** What only the api can check, said on its field: a loop among the rules (on "When") and a role the firm no longer has. */
const CHECKED_BY_THE_API = [
  ['trigger', 'trigger.type'],
  ['action.roleId', 'action.roleId'],
] as const;

/** The milestones a rule may name, with those the rule names already (one renamed since stays chosen). */
function milestoneChoices(milestones: string[], automation: Automation | undefined): string[] {
  return [...new Set([...milestones, ...(automation ? milestonesNamedBy(automation) : [])])];
}

/**
 * Add automation and Edit automation: a name, when it runs and what it does (each with its own fields), and
 * whether it is on. `milestones` are those it may name: the template's, or the project's; `actions`, what the
 * person may have a rule do.
 */
export function AutomationDialog({ scope, automation, milestones, actions, onClose }: {
  scope: AutomationScope;
  /** The rule to edit; none to add one. */
  automation?: Automation;
  milestones: string[];
  actions: readonly AutomationActionType[];
  onClose(): void;
}) {
  const [createOnTemplate] = useCreateTemplateAutomationMutation();
  const [createOnProject] = useCreateProjectAutomationMutation();
  const [update] = useUpdateAutomationMutation();

  function save(rule: z.output<typeof automationFormSchema>) {
    if (automation) return update({ automationId: automation.id, ...rule }).unwrap();
    return 'templateId' in scope ? createOnTemplate({ templateId: scope.templateId, ...rule }).unwrap() : createOnProject({ projectId: scope.projectId, ...rule }).unwrap();
  }

  return (
    <FormDialog
      title={automation ? 'Edit automation' : 'Add automation'}
      description="When something happens on a project, it does one thing."
      schema={automationFormSchema}
      defaultValues={automation ? toFormValues(automation) : NEW_AUTOMATION}
      submitLabel={automation ? 'Save automation' : 'Add automation'}
      submit={async (rule, form) => {
        try {
          return await save(rule);
        } catch (error) {
          for (const [path, field] of CHECKED_BY_THE_API) {
            const message = apiFieldError(error, path);
            if (message) form.setError(field, { message }, { shouldFocus: true });
          }
          throw error;
        }
      }}
      toasts={{
        success: (saved) => ({ title: automation ? 'Automation saved' : 'Automation added', description: saved.description }),
        failure: automation ? 'Failed to save the automation' : 'Failed to add the automation',
      }}
      onClose={onClose}
      width={560}
    >
      {(form) => <AutomationFields form={form} milestones={milestoneChoices(milestones, automation)} actions={actions} />}
    </FormDialog>
  );
}

/** The schema names a document's line by its place (`action.documents.2`): its message goes under the one textarea. */
function firstMessage(error: unknown): string | undefined {
  if (Array.isArray(error)) return error.map(firstMessage).find(Boolean);
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

function AutomationFields({ form, milestones, actions }: { form: Form; milestones: string[]; actions: readonly AutomationActionType[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [trigger, action] = useWatch({ control, name: ['trigger.type', 'action.type'] });

  return (
    <>
      <Field label="Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>

      <Field label="When" error={errors.trigger?.type?.message}>
        <Select {...register('trigger.type')}>
          {AUTOMATION_TRIGGERS.map((type) => (
            <option key={type} value={type}>
              {TRIGGER_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {(trigger === 'milestone_started' || trigger === 'milestone_completed') && (
        <MilestoneField label="Milestone" milestones={milestones} error={errors.trigger?.milestone?.message} {...register('trigger.milestone')} />
      )}
      {(trigger === 'all_requests_received' || trigger === 'all_requests_accepted') && (
        <MilestoneField
          label="Documents asked for"
          milestones={milestones}
          none="Every milestone: the whole project"
          error={errors.trigger?.milestone?.message}
          {...register('trigger.milestone')}
        />
      )}
      {trigger === 'date_reached' && (
        <>
          <Field label="Days" hint="Before the date when negative: -7 is a week before." error={errors.trigger?.offsetDays?.message}>
            <Input type="number" inputMode="numeric" {...register('trigger.offsetDays')} />
          </Field>
          <Field label="From" error={errors.trigger?.anchor?.message}>
            <Select {...register('trigger.anchor')}>
              <option value="start">Start date</option>
              <option value="end">Due date</option>
            </Select>
          </Field>
        </>
      )}
      {trigger === 'client_silent' && (
        <Field label="Days" hint="Counted from when the project started waiting on the client." error={errors.trigger?.days?.message}>
          <Input type="number" inputMode="numeric" min={1} {...register('trigger.days')} />
        </Field>
      )}

      <Field label="Do" error={errors.action?.type?.message}>
        <Select {...register('action.type')}>
          {actions.map((type) => (
            <option key={type} value={type}>
              {ACTION_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      {action === 'request_documents' && (
        <>
          <Field label="Documents, one per line" required error={firstMessage(errors.action?.documents)}>
            <Textarea rows={4} {...register('action.documents')} />
          </Field>
          <Field label="Due in days" hint="Leave it empty for no due date." error={errors.action?.dueInDays?.message}>
            <Input type="number" inputMode="numeric" min={0} {...register('action.dueInDays')} />
          </Field>
          <MilestoneField
            label="For milestone"
            milestones={milestones}
            none="The whole project"
            error={errors.action?.milestone?.message}
            {...register('action.milestone')}
          />
        </>
      )}
      {(action === 'send_message' || action === 'notify_staff') && (
        <Field label={action === 'send_message' ? 'Message' : 'Note'} required error={errors.action?.content?.message}>
          <Textarea rows={4} {...register('action.content')} />
        </Field>
      )}
      {(action === 'assign_role' || action === 'unassign_role') && <RoleField error={errors.action?.roleId?.message} {...register('action.roleId')} />}
      {(action === 'start_milestone' || action === 'complete_milestone') && (
        <MilestoneField
          label={action === 'start_milestone' ? 'Milestone to start' : 'Milestone to complete'}
          milestones={milestones}
          error={errors.action?.milestone?.message}
          {...register('action.milestone')}
        />
      )}

      <CheckboxField label="On" hint="It runs only while it is on." {...register('enabled')} />
    </>
  );
}

type SelectProps = UseFormRegisterReturn & { error?: string };

/** A milestone to choose; with `none`, choosing none is an answer (that option's words), else the field is required. */
function MilestoneField({ label, milestones, none, error, ...select }: SelectProps & { label: string; milestones: string[]; none?: string }) {
  return (
    <Field label={label} required={!none} hint={milestones.length === 0 ? 'There are no milestones to choose yet.' : undefined} error={error}>
      <Select {...select}>
        <option value="">{none ?? 'Choose a milestone'}</option>
        {milestones.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The firm's roles: whoever fills the chosen one for the project's client is assigned or unassigned. */
function RoleField({ error, ...select }: SelectProps) {
  const roles = useGetFirmRolesQuery();
  let hint;
  if (roles.isError) hint = 'The roles could not be loaded: close this and try again.';
  else if (roles.data?.length === 0) hint = 'Your firm has no roles yet: the owner and admins name them on the Templates page.';
  return (
    <Field label="Role" required hint={hint} error={error}>
      <Select {...select}>
        <option value="">{roles.isLoading ? 'Loading the roles…' : 'Choose a role'}</option>
        {(roles.data ?? []).map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
