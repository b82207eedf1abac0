import { nameWithoutYear, projectRecurrenceSchema, YEAR_IN_NAME, type Project, type ProjectRecurrenceAnswer } from '@clientline/contracts';
import { useRepeatProjectMutation } from '@clientline/shared-ui/api/project-templates';
import { formatDay } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { Link } from '@clientline/shared-ui/router';
import { apiFieldError } from '@clientline/shared-ui/store';
import styled from '@clientline/shared-ui/styled';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { TemplateFields } from './save-as-template-dialog';

type RepeatedProject = Pick<Project, 'id' | 'name' | 'startDate' | 'client'>;

/** A sentence, not a value: the whole row of the project's facts. */
const WholeRow = styled.div`
  grid-column: 1 / -1;
`;

/**
 * "Repeats: Every year on Jan 4. Next: 2027 Estate review, starting Jan 4, 2027 (made Dec 25, 2026)", with the
 * template where it is paused, ended or changed.
 */
export function ProjectRepeats({
  project,
  recurrence,
  template,
}: {
  project: RepeatedProject;
  recurrence: NonNullable<ProjectRecurrenceAnswer['recurrence']>;
  template: NonNullable<ProjectRecurrenceAnswer['template']>;
}) {
  const paused = recurrence.status === 'paused' || recurrence.clients.some((client) => client.paused);
  const next = recurrence.next;
  return (
    <WholeRow>
      <dt>Repeats</dt>
      <dd>
        {recurrence.ruleText}
        {paused ? ' (paused)' : ''}.{' '}
        {next && `Next: ${next.projectName.replace('{client}', project.client.displayName)}, starting ${formatDay(next.startDate)} (made ${formatDay(next.createsOn)}). `}
        <Link to={`/templates/${template.id}`}>Manage it in {template.name}</Link>
      </dd>
    </WholeRow>
  );
}

/** The fields the api's refusals name: a template's name taken, a start already past, a period of another cadence. */
const REFUSABLE_FIELDS = ['name', 'period', 'startDate', 'daysAhead'] as const;

/** What repeating the project keeps, said before it is set up. */
const WHAT_REPEATS =
  "Its next projects are made for its client from a template saved from it: its milestones, tasks and document requests as days from its start, the year in its name as {year} (a name without one gets its period after it).";

/** The first year it comes back: a year after it, or the first such year from today on (an old project's). */
function nextOccurrence(project: RepeatedProject, today: Date): { period: string; startDate: string } {
  const start = new Date(`${project.startDate.slice(0, 10)}T00:00:00Z`);
  const todayDay = today.toISOString().slice(0, 10);
  let years = 1;
  const shifted = () => `${start.getUTCFullYear() + years}${project.startDate.slice(4, 10)}`;
  while (shifted() < todayDay) years += 1;
  const nameYear = YEAR_IN_NAME.exec(project.name)?.[0];
  return { period: String(Number(nameYear ?? start.getUTCFullYear()) + years), startDate: shifted() };
}

/**
 * Repeat…: the project comes back every year, quarter or month for its client, through a template saved
 * from it; the api's refusals (a name taken, a start already past) go on their fields.
 */
export function RepeatProjectDialog({ project, onClose }: { project: RepeatedProject; onClose(): void }) {
  const [repeatProject] = useRepeatProjectMutation();
  return (
    <FormDialog
      title="Repeat this project"
      description={WHAT_REPEATS}
      schema={projectRecurrenceSchema}
      defaultValues={{ name: nameWithoutYear(project.name), cadence: 'yearly', ...nextOccurrence(project, new Date()), daysAhead: 30 }}
      submitLabel="Repeat"
      submit={async (values, form) => {
        try {
          return await repeatProject({ projectId: project.id, ...values }).unwrap();
        } catch (error) {
          for (const field of REFUSABLE_FIELDS) {
            const message = apiFieldError(error, field);
            if (message) form.setError(field, { message }, { shouldFocus: true });
          }
          throw error;
        }
      }}
      toasts={{
        success: ({ recurrence }) => ({
          title: 'The project repeats',
          description: recurrence?.next ? `Next: ${formatDay(recurrence.next.startDate)}, made ${formatDay(recurrence.next.createsOn)}.` : recurrence?.ruleText ?? '',
        }),
        failure: 'Failed to make the project repeat',
      }}
      onDone={() => undefined}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TemplateFields name={register('name')} cadence={register('cadence')} errors={{ name: errors.name?.message, cadence: errors.cadence?.message }} />
          <Field label="Its period" hint="The period in its name: 2027 every year, 2027-Q1 every quarter, 2027-03 every month." required error={errors.period?.message}>
            <Input autoComplete="off" {...register('period')} />
          </Field>
          <Field label="It starts on" required error={errors.startDate?.message}>
            <Input type="date" {...register('startDate')} />
          </Field>
          <Field label="Days ahead" hint="How many days before it starts the project is made." error={errors.daysAhead?.message}>
            <Input type="number" inputMode="numeric" min={0} max={365} {...register('daysAhead', { valueAsNumber: true })} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
