import { useId } from 'react';
import { useController, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  deadlineFor,
  fillTemplateText,
  type FirmRole,
  periodLabel,
  type ProjectTemplate,
  TEMPLATE_CADENCE_LABELS,
  TEMPLATE_CADENCES,
  TEMPLATE_DEADLINE_LIMITS,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
  type TemplateFields,
} from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { CheckboxField, Field, InlineLoadError, Input, RadioGroupField, Textarea } from '@clientline/shared-ui/widgets';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from '@clientline/shared-ui/api/templates';
import { useGetFirmRolesQuery } from '@clientline/shared-ui/api/firm-roles';
import { formatDay } from '@clientline/shared-ui/dates';
import { ButtonRow } from '../../../components/button-row';
import { ChoiceGroup } from '../../../components/choice-group';
import { apiFieldErrors, editorResolver, NEW_TEMPLATE, toEditorValues, type EditorValues } from '../lib/editor-values';
import { SAMPLE_CLIENT, suggestedPeriod } from '../lib/template-words';
import { TemplateItems, type EditorForm } from './template-items';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Example = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RoleHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const RoleError = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const CADENCE_OPTIONS = TEMPLATE_CADENCES.map((cadence) => ({ value: cadence, label: TEMPLATE_CADENCE_LABELS[cadence] }));
const PLACEHOLDERS = TEMPLATE_PLACEHOLDERS.join(' ');
const asNumber = { valueAsNumber: true } as const;

/**
 * A template's fields, its three lists and its welcome message, checked with the contracts' schema; Save
 * makes it (version 1) or a new version of it. The api's refusals go on the fields they name.
 */
export function TemplateForm({ template, onCreated }: { template?: ProjectTemplate; onCreated?(template: ProjectTemplate): void }) {
  const [createTemplate] = useCreateTemplateMutation();
  const [updateTemplate] = useUpdateTemplateMutation();
  const run = useMutationToast();
  const roles = useGetFirmRolesQuery();
  const form: EditorForm = useForm<EditorValues, unknown, TemplateFields>({
    resolver: editorResolver,
    defaultValues: template ? toEditorValues(template) : NEW_TEMPLATE,
    shouldFocusError: true,
  });
  const { register, formState } = form;
  const { errors } = formState;

  const save = form.handleSubmit(async (checked) => {
    // A role deleted since the template was loaded is not the firm's any more (the api would refuse it): left out.
    const known = roles.data;
    const fields = known ? { ...checked, assigneeRoleIds: checked.assigneeRoleIds.filter((id) => known.some((role) => role.id === id)) } : checked;
    const call = async () => {
      try {
        return await (template ? updateTemplate({ templateId: template.id, ...fields }) : createTemplate(fields)).unwrap();
      } catch (error) {
        // A refusal of a field (400 `errors`, the name taken: 409) is said on that field too.
        apiFieldErrors(error).forEach(([field, message], index) => form.setError(field as FieldPath<EditorValues>, { message }, { shouldFocus: index === 0 }));
        throw error;
      }
    };
    const outcome = await run(call, {
      success: (saved) => ({
        title: 'Template saved',
        description: template ? `Version ${saved.version}: projects made from now on use it.` : `"${saved.name}" is ready to create projects from.`,
      }),
      failure: 'Failed to save the template',
    });
    if (!outcome.ok) return;
    if (template) form.reset(toEditorValues(outcome.value));
    else onCreated?.(outcome.value);
  });

  return (
    <Form onSubmit={save} noValidate aria-label={template ? `Edit ${template.name}` : 'New template'}>
      <Card aria-labelledby="template-projects-heading">
        <CardHeader>
          <CardTitle id="template-projects-heading">Name, cadence and length</CardTitle>
          <CardDescription>
            What the firm calls the template, how often its work comes back, each project&apos;s name, description and length, and who it is assigned to.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Fields>
            <Field label="Template name" hint="What the firm calls it, e.g. Individual tax return." error={errors.name?.message} required>
              <Input autoComplete="off" maxLength={TEMPLATE_LIMITS.name} {...register('name')} />
            </Field>
            <RadioGroupField
              legend="Cadence"
              options={CADENCE_OPTIONS}
              defaultValue={template?.cadence ?? NEW_TEMPLATE.cadence}
              hint="How often the work comes back: the period each project is made for."
              error={errors.cadence?.message}
              {...register('cadence')}
            />
            <ProjectNameField form={form} />
            <Field label="Description" hint={`Shown on each project. Placeholders too: ${PLACEHOLDERS}`} error={errors.description?.message}>
              <Textarea maxLength={TEMPLATE_LIMITS.description} {...register('description')} />
            </Field>
            <LengthField form={form} />
            <DeadlineFields form={form} />
            <AssigneeRolesField form={form} roles={roles} />
          </Fields>
        </CardContent>
      </Card>
      <TemplateItems form={form} list="milestones" />
      <TemplateItems form={form} list="tasks" />
      <TemplateItems form={form} list="requests" />
      <Card aria-labelledby="template-welcome-heading">
        <CardHeader>
          <CardTitle id="template-welcome-heading">Welcome message</CardTitle>
          <CardDescription>Posted in each project&apos;s conversation from you, for the client&apos;s people. Leave it empty to send none.</CardDescription>
        </CardHeader>
        <CardContent>
          <Field label="Welcome message" hint={`Placeholders: ${PLACEHOLDERS}`} error={errors.welcomeMessage?.message}>
            <Textarea rows={6} maxLength={TEMPLATE_LIMITS.welcomeMessage} {...register('welcomeMessage')} />
          </Field>
        </CardContent>
      </Card>
      <Footer>
        {template && (
          <Note>
            Saving makes version {template.version + 1} of this template. Projects made before keep what they were made with.
          </Note>
        )}
        <ButtonRow>
          <Button type="submit" loading={formState.isSubmitting}>
            Save template
          </Button>
        </ButtonRow>
      </Footer>
    </Form>
  );
}

/** The projects' name, with the placeholders it may hold and what it becomes for a sample client and period. */
function ProjectNameField({ form }: { form: EditorForm }) {
  const [projectName, cadence] = useWatch({ control: form.control, name: ['projectName', 'cadence'] });
  const period = suggestedPeriod(cadence ?? 'yearly', new Date());
  const example = projectName?.trim() ? fillTemplateText(projectName, { period, ...SAMPLE_CLIENT }) : '';
  return (
    <Field
      label="Projects' name"
      hint={
        <>
          Placeholders: {PLACEHOLDERS}
          <Example>
            For {SAMPLE_CLIENT.client}, {periodLabel(period)}: {example ? <strong>{example}</strong> : 'give the name to see it'}
          </Example>
        </>
      }
      error={form.formState.errors.projectName?.message}
      required
    >
      <Input autoComplete="off" maxLength={TEMPLATE_LIMITS.projectName} {...form.register('projectName')} />
    </Field>
  );
}

/** The projects' length: their due date without a deadline, or when their period's deadline has passed at their start. */
function LengthField({ form }: { form: EditorForm }) {
  const named = useWatch({ control: form.control, name: 'deadline.named' });
  const hint = named
    ? "Used when the deadline has already passed at a project's start: it is then due this many days after it."
    : "Each project's due date is its start plus this many days.";
  return (
    <Field label="Projects' length in days" hint={hint} error={form.formState.errors.durationDays?.message} required>
      <Input type="number" inputMode="numeric" min={1} max={TEMPLATE_LIMITS.durationDays} {...form.register('durationDays', asNumber)} />
    </Field>
  );
}

const DeadlineGroup = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  border: 0;
  padding: 0;
  margin: 0;
`;

const DeadlineWhen = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * A named date every project is due by, counted from its period (the filing deadline: day 15 of the 4th
 * month after the tax year), with the date it gives for the period the firm would most likely choose.
 */
function DeadlineFields({ form }: { form: EditorForm }) {
  const { register, formState } = form;
  const errors = formState.errors.deadline;
  const [named, name, monthAfterPeriod, day, cadence] = useWatch({
    control: form.control,
    name: ['deadline.named', 'deadline.name', 'deadline.monthAfterPeriod', 'deadline.day', 'cadence'],
  });
  const period = suggestedPeriod(cadence ?? 'yearly', new Date());
  const complete = Number.isInteger(monthAfterPeriod) && monthAfterPeriod >= 1 && Number.isInteger(day) && day >= 1 && day <= 31;
  const example = complete ? formatDay(deadlineFor({ monthAfterPeriod, day }, period).toISOString()) : null;
  return (
    <DeadlineGroup>
      <CheckboxField
        label="Projects are due on a named deadline"
        hint="Such as the filing deadline: a day of a month after each project's period. Milestones, tasks and requests counted from the due date count from it."
        {...register('deadline.named')}
      />
      {named && (
        <>
          <Field label="Deadline's name" error={errors?.name?.message} required>
            <Input autoComplete="off" maxLength={TEMPLATE_DEADLINE_LIMITS.name} {...register('deadline.name')} />
          </Field>
          <DeadlineWhen>
            <Field label="Day of the month" hint="A day the month does not have is its last." error={errors?.day?.message} required>
              <Input type="number" inputMode="numeric" min={1} max={31} {...register('deadline.day', asNumber)} />
            </Field>
            <Field label="Month after the period" hint="1 is the month right after the period ends." error={errors?.monthAfterPeriod?.message} required>
              <Input type="number" inputMode="numeric" min={1} max={TEMPLATE_DEADLINE_LIMITS.monthsAfterPeriod} {...register('deadline.monthAfterPeriod', asNumber)} />
            </Field>
          </DeadlineWhen>
          <Note aria-live="polite">
            {example ? (
              <>
                For {periodLabel(period)}: {name?.trim() || 'the deadline'} on <strong>{example}</strong>
              </>
            ) : (
              'Give the day and the month to see the date.'
            )}
          </Note>
        </>
      )}
    </DeadlineGroup>
  );
}

/** What the field reads of the firm's roles query. */
interface RolesRead {
  data?: FirmRole[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

/**
 * The firm's roles whose holders, for each client, are assigned the template's projects: a checkbox a role.
 * An id of a role the firm no longer has stays in the value unseen, and is left out when saved.
 */
function AssigneeRolesField({ form, roles }: { form: EditorForm; roles: RolesRead }) {
  const { field, fieldState } = useController({ control: form.control, name: 'assigneeRoleIds' });
  const hintId = useId();
  const chosen = field.value;
  const toggle = (roleId: string, on: boolean) => field.onChange(on ? [...chosen.filter((id) => id !== roleId), roleId] : chosen.filter((id) => id !== roleId));

  let body;
  if (roles.isLoading) body = <RoleHint>Loading your firm&apos;s roles…</RoleHint>;
  else if (roles.isError || !roles.data)
    body = <InlineLoadError message="Failed to load your firm's roles." onRetry={roles.refetch} retrying={roles.isFetching} />;
  else if (roles.data.length === 0) body = <RoleHint id={hintId}>Add roles on the Templates page to assign projects by role.</RoleHint>;
  else
    body = (
      <>
        {roles.data.map((role, index) => (
          <CheckboxField
            key={role.id}
            // A refusal of the roles (400 on assigneeRoleIds) focuses the first of them.
            ref={index === 0 ? field.ref : undefined}
            label={role.name}
            name={field.name}
            value={role.id}
            checked={chosen.includes(role.id)}
            onChange={(event) => toggle(role.id, event.target.checked)}
            onBlur={field.onBlur}
          />
        ))}
        <RoleHint id={hintId}>
          Whoever fills these roles for each client is assigned its project; a role nobody fills for a client goes to whoever creates the projects.
        </RoleHint>
      </>
    );

  return (
    <ChoiceGroup aria-describedby={roles.data ? hintId : undefined}>
      <legend>Assign each project to</legend>
      {body}
      {fieldState.error?.message && <RoleError role="alert">{fieldState.error.message}</RoleError>}
    </ChoiceGroup>
  );
}
