import { useRef } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { TEMPLATE_ADDRESSEES, TEMPLATE_LIMITS, type TemplateFields } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@clientline/shared-ui';
import styled from '@clientline/shared-ui/styled';
import { Field, Input, Select, Textarea } from '@clientline/shared-ui/widgets';
import { ADDRESSEE_LABELS, REMINDER_CHOICES, scheduleText } from '../lib/template-words';
import { NEW_ROWS, type EditorValues, type ItemList, type RequestValues } from '../lib/editor-values';

export type EditorForm = UseFormReturn<EditorValues, unknown, TemplateFields>;

interface ListWords {
  title: string;
  description: string;
  /** One row, as its legend and its Remove button name it: "Milestone 2", "Remove milestone 2". */
  one: string;
  nameLabel: string;
  add: string;
  none: string;
  max: number;
}

const LISTS: Record<ItemList, ListWords> = {
  milestones: {
    title: 'Milestones',
    description: 'The steps the client follows on their portal, each due some days from the start or the due date.',
    one: 'milestone',
    nameLabel: 'Name',
    add: 'Add milestone',
    none: 'No milestones yet.',
    max: TEMPLATE_LIMITS.milestones,
  },
  tasks: {
    title: 'Timeline tasks',
    description: "The firm's work on the project's timeline, each with its start and length.",
    one: 'task',
    nameLabel: 'Name',
    add: 'Add task',
    none: 'No tasks yet.',
    max: TEMPLATE_LIMITS.tasks,
  },
  requests: {
    title: 'Document requests',
    description: 'The documents asked of the client when the project is made, each due some days from the start or the due date.',
    one: 'document request',
    nameLabel: 'Document',
    add: 'Add document request',
    none: 'No document requests yet.',
    max: TEMPLATE_LIMITS.requests,
  },
};

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;
`;

const Row = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    padding: 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The row's fields side by side where they fit, stacked on a phone. */
const RowFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;

const WholeLine = styled.div`
  grid-column: 1 / -1;
`;

const RowFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NoRows = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ListError = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type FieldError = { message?: string };
type RowErrors = Partial<Record<'name' | 'description' | 'days' | 'direction' | 'anchor' | 'durationDays' | 'addressedTo' | 'reminders' | 'milestone', FieldError>> & {
  schedule?: Partial<Record<'daysBefore' | 'repeatDays' | 'maximum', FieldError>>;
};

const asNumber = { valueAsNumber: true } as const;

/**
 * "14 days before the project's due date", from a row's values; "... due date (the Filing deadline)" when the
 * template names the deadline its projects are due on.
 */
export function timingText({ days, direction, anchor }: { days: number; direction: string; anchor: string }, deadlineName?: string): string {
  const from = anchor !== 'end' ? "the project's start" : deadlineName ? `the project's due date (the ${deadlineName})` : "the project's due date";
  if (!Number.isFinite(days)) return '';
  if (days === 0) return `on ${from}`;
  return `${days} ${days === 1 ? 'day' : 'days'} ${direction} ${from}`;
}

/** What a request's reminders will be, after its due date in the row's summary. */
function remindersText(row: Pick<RequestValues, 'reminders' | 'schedule'>): string {
  if (row.reminders === 'off') return 'No automatic reminders.';
  if (row.reminders === 'firm') return "Reminded on the firm's schedule until it is uploaded.";
  const text = scheduleText(row.schedule);
  return text ? `Reminded ${text}.` : '';
}

/** One list of the template (milestones, tasks or document requests): a fieldset per row, Remove on each, and Add. */
export function TemplateItems({ form, list }: { form: EditorForm; list: ItemList }) {
  const words = LISTS[list];
  const rows = useFieldArray({ control: form.control, name: list });
  const addButton = useRef<HTMLButtonElement>(null);
  const listErrors = form.formState.errors[list] as ({ message?: string; root?: { message?: string } } & Record<number, RowErrors | undefined>) | undefined;
  const listError = listErrors?.message ?? listErrors?.root?.message;
  const full = rows.fields.length >= words.max;
  const headingId = `template-${list}-heading`;

  function remove(index: number) {
    rows.remove(index);
    // The pressed button goes with its row: focus stays in the list, on Add.
    addButton.current?.focus();
  }

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>{words.title}</CardTitle>
        <CardDescription>{words.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {listError && <ListError role="alert">{listError}</ListError>}
        {rows.fields.length === 0 ? (
          <NoRows>{words.none}</NoRows>
        ) : (
          <Rows>
            {rows.fields.map((field, index) => (
              <li key={field.id}>
                <ItemRow form={form} list={list} index={index} errors={listErrors?.[index]} onRemove={() => remove(index)} />
              </li>
            ))}
          </Rows>
        )}
        <Button ref={addButton} type="button" variant="secondary" disabled={full} onClick={() => rows.append(NEW_ROWS[list] as never)}>
          {words.add}
        </Button>
        {full && <Muted>A template has at most {words.max} of these.</Muted>}
      </CardContent>
    </Card>
  );
}

function ItemRow({ form, list, index, errors, onRemove }: { form: EditorForm; list: ItemList; index: number; errors?: RowErrors; onRemove(): void }) {
  const words = LISTS[list];
  const { register } = form;
  const path = `${list}.${index}` as const;
  const row = useWatch({ control: form.control, name: path }) as ({ days: number; direction: string; anchor: string; durationDays?: number } & Partial<RequestValues>) | undefined;
  const [deadlineNamed, deadlineName, milestoneRows] = useWatch({ control: form.control, name: ['deadline.named', 'deadline.name', 'milestones'] });
  const milestoneNames = [...new Set((milestoneRows ?? []).map((milestone) => milestone.name.trim()).filter(Boolean))];
  const legend = `${words.one[0]!.toUpperCase()}${words.one.slice(1)} ${index + 1}`;
  const when = row ? timingText(row, deadlineNamed ? deadlineName?.trim() : undefined) : '';
  const summary = !when
    ? ''
    : list === 'tasks'
      ? `Starts ${when}${Number.isFinite(row?.durationDays) ? `, lasts ${row!.durationDays} ${row!.durationDays === 1 ? 'day' : 'days'}` : ''}.`
      : `Due ${when}.${list === 'requests' && row ? ` ${remindersText(row as RequestValues)}` : ''}`;

  return (
    <Row>
      <legend>{legend}</legend>
      <RowFields>
        <WholeLine>
          <Field label={words.nameLabel} error={errors?.name?.message} required>
            <Input autoComplete="off" maxLength={TEMPLATE_LIMITS.itemName} {...register(`${path}.name`)} />
          </Field>
        </WholeLine>
        <Field label="Days" error={errors?.days?.message}>
          <Input type="number" inputMode="numeric" min={0} max={TEMPLATE_LIMITS.offsetDays} {...register(`${path}.days`, asNumber)} />
        </Field>
        <Field label="Before or after">
          <Select {...register(`${path}.direction`)}>
            <option value="before">before</option>
            <option value="after">after</option>
          </Select>
        </Field>
        <Field label="Counted from" error={errors?.anchor?.message}>
          <Select {...register(`${path}.anchor`)}>
            <option value="start">the project&apos;s start</option>
            <option value="end">the project&apos;s due date</option>
          </Select>
        </Field>
        {list === 'tasks' && (
          <Field label="Length in days" error={errors?.durationDays?.message}>
            <Input type="number" inputMode="numeric" min={1} max={365} {...register(`tasks.${index}.durationDays`, asNumber)} />
          </Field>
        )}
        {list === 'requests' && (
          <Field label="Asked of" error={errors?.addressedTo?.message}>
            <Select {...register(`requests.${index}.addressedTo`)}>
              {TEMPLATE_ADDRESSEES.map((addressee) => (
                <option key={addressee} value={addressee}>
                  {ADDRESSEE_LABELS[addressee]}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {list === 'requests' && (
          <WholeLine>
            <Field label="Description" hint="What the client reads under the name: which form, from whom, which pages." error={errors?.description?.message}>
              <Textarea rows={2} maxLength={TEMPLATE_LIMITS.description} {...register(`requests.${index}.description`)} />
            </Field>
          </WholeLine>
        )}
        {list === 'requests' && (
          <Field label="Asked for" hint="A milestone's automations can wait on its documents." error={errors?.milestone?.message}>
            <Select {...register(`requests.${index}.milestone`)}>
              <option value="">The whole project</option>
              {milestoneNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {list === 'requests' && (
          <Field label="Automatic reminders" error={errors?.reminders?.message}>
            <Select {...register(`requests.${index}.reminders`)}>
              {REMINDER_CHOICES.map(([choice, label]) => (
                <option key={choice} value={choice}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {list === 'requests' && row?.reminders === 'own' && (
          <>
            <Field label="Days before the due date" hint="0: none before the day itself." error={errors?.schedule?.daysBefore?.message}>
              <Input type="number" inputMode="numeric" min={0} max={30} {...register(`requests.${index}.schedule.daysBefore`, asNumber)} />
            </Field>
            <Field label="Then every (days) while overdue" error={errors?.schedule?.repeatDays?.message}>
              <Input type="number" inputMode="numeric" min={1} max={30} {...register(`requests.${index}.schedule.repeatDays`, asNumber)} />
            </Field>
            <Field label="Reminders at most" error={errors?.schedule?.maximum?.message}>
              <Input type="number" inputMode="numeric" min={1} max={10} {...register(`requests.${index}.schedule.maximum`, asNumber)} />
            </Field>
          </>
        )}
      </RowFields>
      <RowFooter>
        <Muted>{summary}</Muted>
        <Button type="button" size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${words.one} ${index + 1}`}>
          Remove
        </Button>
      </RowFooter>
    </Row>
  );
}
