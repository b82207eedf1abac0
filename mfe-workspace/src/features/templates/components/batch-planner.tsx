import { useRef, useState, type FormEvent } from 'react';
import { addMonths, addYears, isValid } from 'date-fns';
import { type ClientFilter, type ClientImportListItem, dueOnDeadline, periodAfter, periodChoices, periodLabel, type ProjectTemplate, recurrenceChangeSchema, TEMPLATE_CADENCE_LABELS, type TemplateBatch, type TemplateBatchInput, type TemplateBatchPlan, type TemplateCadence, type TemplateRecurrenceInput } from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useMutationToast } from '@clientline/shared-ui';
import { calendarDay, formatDay, formatMomentDay, toLocalDateInput } from '@clientline/shared-ui/dates';
import styled from '@clientline/shared-ui/styled';
import { CheckboxField, Field, InlineLoadError, Input, Select } from '@clientline/shared-ui/widgets';
import { useGetClientTagsQuery, useGetSavedClientFiltersQuery } from '@clientline/shared-ui/api/clients';
import { useGetClientImportsQuery } from '@clientline/shared-ui/api/client-imports';
import { useDryRunTemplateBatchMutation, useSetUpTemplateRecurrenceMutation, useStartTemplateBatchMutation } from '@clientline/shared-ui/api/templates';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { ButtonRow } from '../../../components/button-row';
import { ChoiceGroup } from '../../../components/choice-group';
import { namesOf, type ChosenClients } from '../../../lib/chosen-clients';
import { suggestedPeriod } from '../lib/template-words';
import { BatchPreview } from './batch-preview';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

// Client names can be long and unbroken: they wrap rather than widen the page on a phone.
const ChosenNames = styled(Muted)`
  overflow-wrap: anywhere;
`;

const Repeat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  > :nth-child(2) {
    max-width: 16rem;
  }
`;

type ClientChoice = 'chosen' | 'tag' | 'saved' | 'import' | 'all';

const CLIENT_CHOICES: Array<{ value: ClientChoice; label: string }> = [
  { value: 'tag', label: 'Clients with the tag' },
  { value: 'saved', label: 'A saved filter' },
  { value: 'import', label: 'The clients of an import' },
  { value: 'all', label: 'All active clients' },
];

/** What a choice without its pick says. */
const PICK_MISSING: Partial<Record<ClientChoice, string>> = {
  tag: 'Choose a tag to find the clients',
  saved: 'Choose a saved filter to find the clients',
  import: 'Choose an import to find its clients',
};

/** The clients a batch is for, as the api takes them: the ids of chosen clients, or a filter. */
type BatchClients = Pick<TemplateBatchInput, 'clientIds' | 'filter'>;

/** The form's fields a refusal may name. */
type Problems = Partial<Record<'period' | 'startDate' | 'clients' | 'daysAhead', string>>;

/** How many days before each start a repeated batch is made, unless the firm says otherwise. */
const DEFAULT_DAYS_AHEAD = 30;

/** The start date (`YYYY-MM-DD`) one period of the cadence after `startDate`: a year, a quarter or a month later. */
function startDateAfter(cadence: TemplateCadence, startDate: string): string {
  const day = calendarDay(startDate);
  return toLocalDateInput(cadence === 'yearly' ? addYears(day, 1) : addMonths(day, cadence === 'quarterly' ? 3 : 1));
}

/** The days ahead typed, as the contracts' schema says of them: its message when refused. */
function daysAheadProblem(typed: string): string | undefined {
  const parsed = recurrenceChangeSchema.safeParse({ daysAhead: typed.trim() === '' ? Number.NaN : Number(typed) });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** The recurrence that comes after a batch: the next period, a period later, for the same clients. */
function recurrenceAfter(cadence: TemplateCadence, batch: TemplateBatchInput, daysAhead: number): TemplateRecurrenceInput {
  const { period, startDate, clientIds, filter } = batch;
  return { period: periodAfter(period), startDate: startDateAfter(cadence, startDate), daysAhead, ...(clientIds ? { clientIds } : { filter }) };
}

/** The api's refusal by the form's field (400 `errors`: `period`, `startDate`, `clientIds` or the filter's). */
function problemsOf(error: unknown): Problems {
  const errors = isApiError(error) ? (error.body as { errors?: Record<string, unknown> } | undefined)?.errors : undefined;
  const problems: Problems = {};
  for (const [path, message] of Object.entries(errors ?? {})) {
    if (typeof message !== 'string') continue;
    const field = path === 'period' || path === 'startDate' ? path : 'clients';
    problems[field] ??= message;
  }
  return problems;
}

/**
 * Create projects, the choices: the period (last year's for yearly work), the start date (today) and the
 * clients (those `chosen` on the Clients screen, when the page was opened with them, else a tag's; a saved
 * filter's, an import's, or every active client); Preview asks the dry run, and Create starts
 * the batch exactly as previewed. A preview of other choices than those on screen is not shown. With Repeat
 * ticked, the template is then set to make the next period's projects for the same clients by itself, a
 * period later, `daysAhead` before they start; a refusal of that (it repeats already) never stops the batch.
 */
/** When the projects will be due, by the rule the api dates them with (dueOnDeadline), once a start is chosen. */
function dueHint(template: Pick<ProjectTemplate, 'durationDays' | 'deadline'>, period: string, startDate: string): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  const deadline = isValid(start) ? dueOnDeadline(template, start, period) : null;
  if (deadline && template.deadline) return `Each project is due on the ${template.deadline.name}, ${formatDay(deadline.toISOString())}.`;
  return `Each project is due ${template.durationDays} days later.`;
}

export function BatchPlanner({ template, chosen, onStarted }: { template: ProjectTemplate; chosen: ChosenClients | null; onStarted(batch: TemplateBatch): void }) {
  const [today] = useState(() => new Date());
  const [period, setPeriod] = useState(() => suggestedPeriod(template.cadence, today));
  const [startDate, setStartDate] = useState(() => toLocalDateInput(today));
  const [clients, setClients] = useState<ClientChoice>(chosen ? 'chosen' : 'tag');
  const [tag, setTag] = useState('');
  const [savedFilterId, setSavedFilterId] = useState('');
  const [importId, setImportId] = useState('');
  const [repeat, setRepeat] = useState(false);
  const [daysAhead, setDaysAhead] = useState(String(DEFAULT_DAYS_AHEAD));
  const daysAheadInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [preview, setPreview] = useState<{ key: string; request: TemplateBatchInput; plan: TemplateBatchPlan } | null>(null);
  const tags = useGetClientTagsQuery(undefined, { skip: clients !== 'tag' });
  const savedFilters = useGetSavedClientFiltersQuery(undefined, { skip: clients !== 'saved' });
  // Asked again each time it is chosen: an import may have finished since.
  const imports = useGetClientImportsQuery(undefined, { skip: clients !== 'import', refetchOnMountOrArgChange: true });
  const [dryRun, dryRunning] = useDryRunTemplateBatchMutation();
  const [startBatch, starting] = useStartTemplateBatchMutation();
  const [setUpRecurrence, settingUp] = useSetUpTemplateRecurrenceMutation();
  const run = useMutationToast();
  const every = TEMPLATE_CADENCE_LABELS[template.cadence].toLowerCase();
  const nextStart = isValid(calendarDay(startDate)) ? startDateAfter(template.cadence, startDate) : null;

  const clientChoices = chosen ? [{ value: 'chosen' as const, label: `The ${counted(chosen.clientIds.length, 'client')} you chose` }, ...CLIENT_CHOICES] : CLIENT_CHOICES;
  const filter: ClientFilter | null =
    clients === 'all'
      ? {}
      : clients === 'tag'
        ? tag
          ? { tag }
          : null
        : clients === 'import'
          ? importId
            ? { importId }
            : null
          : (savedFilters.data?.find((saved) => saved.id === savedFilterId)?.filter ?? null);
  const batchClients: BatchClients | null = clients === 'chosen' ? chosen && { clientIds: chosen.clientIds } : filter && { filter };
  const request: TemplateBatchInput | null = batchClients && { templateId: template.id, period, startDate, ...batchClients };
  const key = JSON.stringify(request);
  const shownPreview = preview && preview.key === key ? preview : null;

  async function submitPreview(event: FormEvent) {
    event.preventDefault();
    const missing: Problems = {};
    if (!startDate) missing.startDate = 'Choose the start date';
    if (!batchClients) missing.clients = PICK_MISSING[clients];
    const daysAheadRefused = repeat ? daysAheadProblem(daysAhead) : undefined;
    if (daysAheadRefused) missing.daysAhead = daysAheadRefused;
    setProblems(missing);
    if (!request || Object.keys(missing).length > 0) return;
    const outcome = await run(
      async () => {
        try {
          return await dryRun(request).unwrap();
        } catch (error) {
          setProblems(problemsOf(error));
          throw error;
        }
      },
      { failure: 'Failed to preview the projects' },
    );
    if (outcome.ok) setPreview({ key, request, plan: outcome.value });
  }

  async function create() {
    if (!shownPreview) return;
    const daysAheadRefused = repeat ? daysAheadProblem(daysAhead) : undefined;
    if (daysAheadRefused) {
      setProblems({ daysAhead: daysAheadRefused });
      daysAheadInput.current?.focus();
      return;
    }
    const outcome = await run(() => startBatch(shownPreview.request).unwrap(), {
      // Repeated, the recurrence's toast says both.
      success: repeat ? undefined : (batch) => ({ title: 'Creating projects', description: `${batch.templateName} for ${batch.periodLabel}: you can leave this page while they are made.` }),
      failure: 'Failed to start creating the projects',
    });
    if (!outcome.ok) return;
    if (repeat) await repeatAfter(outcome.value, recurrenceAfter(template.cadence, shownPreview.request, Number(daysAhead)));
    onStarted(outcome.value);
  }

  /** Sets the template to repeat after the batch just started; said in a toast, which never stops the batch. */
  async function repeatAfter(batch: TemplateBatch, recurrence: TemplateRecurrenceInput) {
    await run(() => setUpRecurrence({ templateId: template.id, ...recurrence }).unwrap(), {
      success: (made) => ({
        title: `The projects will come back ${every}`,
        description: `Creating ${batch.templateName} for ${batch.periodLabel} now. Next: ${periodLabel(made.next?.period ?? recurrence.period)}, starting ${formatDay(made.next?.startDate ?? recurrence.startDate)}.`,
      }),
      // A 409's message says the template repeats already.
      failure: (error) => `${serverMessageOr(error, 'Failed to make the projects repeat')}. The projects for ${batch.periodLabel} are being created all the same.`,
    });
  }

  return (
    <Steps>
      <Card aria-labelledby="batch-choices-heading">
        <CardHeader>
          <CardTitle id="batch-choices-heading">Period, start and clients</CardTitle>
          <CardDescription>Nothing is created until you have seen the preview.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form onSubmit={submitPreview} noValidate aria-labelledby="batch-choices-heading">
            <Fields>
              <Field label="Period" hint="What the projects are for: it fills {year}, {quarter}, {month} and {period}." error={problems.period}>
                <Select value={period} onChange={(event) => setPeriod(event.target.value)}>
                  {periodChoices(template.cadence, today).map((choice) => (
                    <option key={choice} value={choice}>
                      {periodLabel(choice)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Start date" hint={dueHint(template, period, startDate)} error={problems.startDate} required>
                <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
              </Field>
            </Fields>
            <ChoiceGroup aria-describedby={problems.clients && (clients === 'all' || clients === 'chosen') ? 'batch-clients-error' : undefined}>
              <legend>Clients</legend>
              {clientChoices.map((choice) => (
                <label key={choice.value}>
                  <input type="radio" name="clients" value={choice.value} checked={clients === choice.value} onChange={() => setClients(choice.value)} />
                  {choice.label}
                </label>
              ))}
            </ChoiceGroup>
            {clients === 'tag' && <TagChoice tags={tags} value={tag} onChange={setTag} error={problems.clients} />}
            {clients === 'saved' && <SavedFilterChoice savedFilters={savedFilters} value={savedFilterId} onChange={setSavedFilterId} error={problems.clients} />}
            {clients === 'import' && <ImportChoice imports={imports} value={importId} onChange={setImportId} error={problems.clients} />}
            {clients === 'chosen' && chosen && <ChosenNames>{namesOf(chosen.clientNames)}</ChosenNames>}
            {clients === 'all' && <Muted>Every client who is not archived.</Muted>}
            {(clients === 'all' || clients === 'chosen') && problems.clients && (
              <ErrorText id="batch-clients-error" role="alert">
                {problems.clients}
              </ErrorText>
            )}
            <Repeat>
              <CheckboxField
                label={`Make these projects ${every} for these clients`}
                hint={nextStart ? `Then ${every}: next on ${formatDay(nextStart)}, for ${periodLabel(periodAfter(period))}.` : `Then ${every}, by themselves.`}
                checked={repeat}
                onChange={(event) => setRepeat(event.target.checked)}
              />
              {repeat && (
                <Field label="Days ahead" hint="How many days before they start the projects are made." error={problems.daysAhead}>
                  <Input ref={daysAheadInput} type="number" inputMode="numeric" min={0} max={365} value={daysAhead} onChange={(event) => setDaysAhead(event.target.value)} />
                </Field>
              )}
            </Repeat>
            <ButtonRow>
              <Button type="submit" loading={dryRunning.isLoading}>
                Preview
              </Button>
            </ButtonRow>
          </Form>
        </CardContent>
      </Card>
      {shownPreview && <BatchPreview plan={shownPreview.plan} creating={starting.isLoading || settingUp.isLoading} onCreate={create} />}
    </Steps>
  );
}

interface ListRead<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch(): unknown;
}

function TagChoice({ tags, value, onChange, error }: { tags: ListRead<string>; value: string; onChange(tag: string): void; error?: string }) {
  if (tags.isError) return <InlineLoadError message="Your clients' tags could not be loaded." onRetry={tags.refetch} retrying={tags.isFetching} />;
  const list = tags.data ?? [];
  const none = !tags.isLoading && list.length === 0;
  return (
    <Field label="Tag" hint={none ? 'Your clients have no tags yet: tag them on the Clients screen.' : undefined} error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)} disabled={tags.isLoading || none} aria-busy={tags.isLoading || undefined}>
        <option value="">{tags.isLoading ? 'Loading tags…' : 'Choose a tag'}</option>
        {list.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** "clients.csv, Dec 6, 2026: 120 people added, 4 changed". */
function importLabel(item: ClientImportListItem): string {
  const people = item.summary ? `: ${counted(item.summary.people.new, 'person', 'people')} added, ${item.summary.people.updated} changed` : '';
  return `${item.fileName}, ${formatMomentDay(item.createdAt)}${people}`;
}

function ImportChoice({ imports, value, onChange, error }: { imports: ListRead<ClientImportListItem>; value: string; onChange(importId: string): void; error?: string }) {
  if (imports.isError) return <InlineLoadError message="Your imports could not be loaded." onRetry={imports.refetch} retrying={imports.isFetching} />;
  const done = (imports.data ?? []).filter((item) => item.status === 'done');
  const none = !imports.isLoading && done.length === 0;
  return (
    <Field label="Import" hint={none ? 'No import has run yet: import a client list on the Clients screen.' : 'The clients its rows added or matched.'} error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)} disabled={imports.isLoading || none} aria-busy={imports.isLoading || undefined}>
        <option value="">{imports.isLoading ? 'Loading imports…' : 'Choose an import'}</option>
        {done.map((item) => (
          <option key={item.id} value={item.id}>
            {importLabel(item)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function SavedFilterChoice({
  savedFilters,
  value,
  onChange,
  error,
}: {
  savedFilters: ListRead<{ id: string; name: string }>;
  value: string;
  onChange(filterId: string): void;
  error?: string;
}) {
  if (savedFilters.isError) {
    return <InlineLoadError message="The saved filters could not be loaded." onRetry={savedFilters.refetch} retrying={savedFilters.isFetching} />;
  }
  const list = savedFilters.data ?? [];
  const none = !savedFilters.isLoading && list.length === 0;
  return (
    <Field label="Saved filter" hint={none ? 'No saved filters yet: save one on the Clients screen.' : undefined} error={error}>
      <Select value={value} onChange={(event) => onChange(event.target.value)} disabled={savedFilters.isLoading || none} aria-busy={savedFilters.isLoading || undefined}>
        <option value="">{savedFilters.isLoading ? 'Loading saved filters…' : 'Choose a saved filter'}</option>
        {list.map((saved) => (
          <option key={saved.id} value={saved.id}>
            {saved.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
