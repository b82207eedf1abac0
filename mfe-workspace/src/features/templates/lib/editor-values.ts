import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  DEFAULT_REMINDER_SETTINGS,
  templateInputSchema,
  type DueDateReminderSchedule,
  type TemplateAddressee,
  type TemplateAnchor,
  type TemplateCadence,
  type TemplateFields,
  type TemplateInput,
} from '@clientline/contracts';
import { isApiError } from '@clientline/shared-ui/store';

// The editor says a due date as people do, "14 days before the project's due date": a number of days, before
// or after, and what they count from. The api takes a signed offset (`offsetDays`, before is negative); the
// form's values are turned into the api's body before the contracts' schema checks them.

export type Direction = 'before' | 'after';

interface Timing {
  days: number;
  direction: Direction;
  anchor: TemplateAnchor;
}

export interface MilestoneValues extends Timing {
  name: string;
  /** Kept as the template has it: the editor does not show it. */
  description: string;
}

export interface TaskValues extends MilestoneValues {
  durationDays: number;
}

/** A request's automatic reminders: on the firm's schedule, on one of its own, or none. */
export type ReminderChoice = 'firm' | 'own' | 'off';

export interface RequestValues extends Timing {
  name: string;
  description: string;
  addressedTo: TemplateAddressee;
  reminders: ReminderChoice;
  /** Its own schedule, used when `reminders` is 'own' (kept while another choice is made, for choosing it again). */
  schedule: DueDateReminderSchedule;
  /** The template's milestone it is asked for; empty: the project. */
  milestone: string;
}

/** The template's named deadline: `named` off, it names none (the rest is kept for ticking it again). */
export interface DeadlineValues {
  named: boolean;
  name: string;
  monthAfterPeriod: number;
  day: number;
}

/** Offered when the box is first ticked: the usual individual filing deadline, April 15 after the tax year. */
const FILING_DEADLINE: DeadlineValues = { named: false, name: 'Filing deadline', monthAfterPeriod: 4, day: 15 };

export interface EditorValues {
  name: string;
  cadence: TemplateCadence;
  projectName: string;
  description: string;
  durationDays: number;
  deadline: DeadlineValues;
  milestones: MilestoneValues[];
  tasks: TaskValues[];
  requests: RequestValues[];
  welcomeMessage: string;
  /** The firm's roles whose holders, for each client, are assigned its projects. */
  assigneeRoleIds: string[];
}

/** The lists of a template, each a list of rows in the editor. */
export type ItemList = 'milestones' | 'tasks' | 'requests';

export const NEW_TEMPLATE: EditorValues = {
  name: '',
  cadence: 'yearly',
  projectName: '',
  description: '',
  durationDays: 90,
  deadline: FILING_DEADLINE,
  milestones: [],
  tasks: [],
  requests: [],
  welcomeMessage: '',
  assigneeRoleIds: [],
};

/** A row added with "Add ...": due on the project's due date until changed. */
export const NEW_ROWS = {
  milestones: { name: '', description: '', days: 0, direction: 'before', anchor: 'end' } satisfies MilestoneValues,
  tasks: { name: '', description: '', days: 0, direction: 'after', anchor: 'start', durationDays: 7 } satisfies TaskValues,
  requests: {
    name: '',
    description: '',
    days: 7,
    direction: 'after',
    anchor: 'start',
    addressedTo: 'primary',
    reminders: 'firm',
    schedule: DEFAULT_REMINDER_SETTINGS.withDueDate,
    milestone: '',
  } satisfies RequestValues,
};

const NEGATIVE_DAYS = 'Give the number of days as 0 or more';

function timingOf({ offsetDays, anchor }: { offsetDays: number; anchor: TemplateAnchor }): Timing {
  return { days: Math.abs(offsetDays), direction: offsetDays < 0 ? 'before' : 'after', anchor };
}

function offsetOf({ days, direction }: Timing): number {
  return direction === 'before' && days !== 0 ? -days : days;
}

export function toEditorValues(template: TemplateFields): EditorValues {
  return {
    name: template.name,
    cadence: template.cadence,
    projectName: template.projectName,
    description: template.description,
    durationDays: template.durationDays,
    deadline: template.deadline ? { named: true, ...template.deadline } : FILING_DEADLINE,
    milestones: template.milestones.map(({ name, description, ...timing }) => ({ name, description, ...timingOf(timing) })),
    tasks: template.tasks.map(({ name, description, durationDays, ...timing }) => ({ name, description, durationDays, ...timingOf(timing) })),
    requests: template.requests.map(({ name, description, addressedTo, reminders, reminderSchedule, milestone, ...timing }) => ({
      name,
      description,
      addressedTo,
      milestone,
      reminders: !reminders ? 'off' : reminderSchedule ? 'own' : 'firm',
      schedule: reminderSchedule ?? DEFAULT_REMINDER_SETTINGS.withDueDate,
      ...timingOf(timing),
    })),
    welcomeMessage: template.welcomeMessage,
    assigneeRoleIds: [...template.assigneeRoleIds],
  };
}

/** The api's body for the form's values (not yet checked). */
export function toTemplateInput(values: EditorValues): TemplateInput {
  return {
    name: values.name,
    cadence: values.cadence,
    projectName: values.projectName,
    description: values.description,
    durationDays: values.durationDays,
    deadline: values.deadline.named ? { name: values.deadline.name, monthAfterPeriod: values.deadline.monthAfterPeriod, day: values.deadline.day } : null,
    milestones: values.milestones.map((row) => ({ name: row.name, description: row.description, anchor: row.anchor, offsetDays: offsetOf(row) })),
    tasks: values.tasks.map((row) => ({ name: row.name, description: row.description, anchor: row.anchor, offsetDays: offsetOf(row), durationDays: row.durationDays })),
    requests: values.requests.map((row) => ({
      name: row.name,
      description: row.description,
      anchor: row.anchor,
      offsetDays: offsetOf(row),
      addressedTo: row.addressedTo,
      reminders: row.reminders !== 'off',
      reminderSchedule: row.reminders === 'own' ? row.schedule : null,
      milestone: row.milestone,
    })),
    welcomeMessage: values.welcomeMessage,
    // Always sent: a body without it would save the template assigning by no role.
    assigneeRoleIds: values.assigneeRoleIds,
  };
}

/** The form's field for a path of the schema's or the api's errors: a row's `offsetDays` is its days, its `reminderSchedule` its schedule. */
export function editorFieldOf(path: string): string {
  return path.replace(/\.offsetDays$/, '.days').replace(/\.reminderSchedule\./, '.schedule.');
}

function errorsOf(messages: Map<string, string>): FieldErrors<EditorValues> {
  const errors: FieldErrors<EditorValues> = {};
  for (const [field, message] of messages) set(errors, field, { type: 'validate', message });
  return errors;
}

/**
 * Checks the form with the contracts' schema (the api's own messages, the first per field), on the body the
 * api will get; a message about a row's offset goes on its days.
 */
export const editorResolver: Resolver<EditorValues, unknown, TemplateFields> = async (values) => {
  const messages = new Map<string, string>();
  for (const list of ['milestones', 'tasks', 'requests'] as const) {
    values[list].forEach((row, index) => {
      if (row.days < 0) messages.set(`${list}.${index}.days`, NEGATIVE_DAYS);
    });
  }
  const parsed = templateInputSchema.safeParse(toTemplateInput(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = editorFieldOf(issue.path.join('.'));
      if (!messages.has(field)) messages.set(field, issue.message);
    }
  }
  if (parsed.success && messages.size === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errorsOf(messages) };
};

/** The api's refusal by field (400 `errors`, a 409 on `name`) as the form's fields name them; empty when it named none. */
export function apiFieldErrors(error: unknown): Array<[field: string, message: string]> {
  if (!isApiError(error)) return [];
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([path, message]) => (typeof message === 'string' ? [[editorFieldOf(path), message] as [string, string]] : []));
}
