import { z } from 'zod';
import { clientFilterSchema } from './client-list';
import { objectIdSchema, requiredDate } from './fields';
import { FIRM_ROLE_LIMITS } from './firm-roles';
import { dueDateReminderScheduleSchema } from './reminders';

/** How often a template's work comes back: the period its projects are for (a tax year, a quarter, a month). */
export const TEMPLATE_CADENCES = ['yearly', 'quarterly', 'monthly'] as const;
export type TemplateCadence = (typeof TEMPLATE_CADENCES)[number];

/** What a person calls each cadence, wherever one is shown or chosen. */
export const TEMPLATE_CADENCE_LABELS: Record<TemplateCadence, string> = {
  yearly: 'Every year',
  quarterly: 'Every quarter',
  monthly: 'Every month',
};

/** What a due date counts its days from: the project's start, or its due date (the filing deadline). */
export const TEMPLATE_ANCHORS = ['start', 'end'] as const;
export type TemplateAnchor = (typeof TEMPLATE_ANCHORS)[number];

/** Who of the client's account a template's document requests ask. */
export const TEMPLATE_ADDRESSEES = ['primary', 'everyone'] as const;
export type TemplateAddressee = (typeof TEMPLATE_ADDRESSEES)[number];

export const TEMPLATE_LIMITS = {
  name: 120,
  projectName: 200,
  description: 2000,
  itemName: 200,
  welcomeMessage: 5000,
  milestones: 30,
  tasks: 50,
  requests: 30,
  /** Days before (negative) or after the anchor. */
  offsetDays: 730,
  durationDays: 730,
  /** A firm's templates. */
  perFirm: 200,
} as const;

/** The words a name or welcome message may hold, filled in for each client and period. */
export const TEMPLATE_PLACEHOLDERS = ['{year}', '{quarter}', '{month}', '{period}', '{client}', '{firstName}'] as const;

const offsetDays = z
  .number({ error: 'Give the number of days as a whole number' })
  .int('Give the number of days as a whole number')
  .min(-TEMPLATE_LIMITS.offsetDays, `At most ${TEMPLATE_LIMITS.offsetDays} days before`)
  .max(TEMPLATE_LIMITS.offsetDays, `At most ${TEMPLATE_LIMITS.offsetDays} days after`);

const itemName = (what: string) =>
  z.string({ error: `Name the ${what}` }).trim().min(1, `Name the ${what}`).max(TEMPLATE_LIMITS.itemName, `A ${what}'s name is at most ${TEMPLATE_LIMITS.itemName} characters`);

const anchor = z.enum(TEMPLATE_ANCHORS, { error: `anchor must be one of ${TEMPLATE_ANCHORS.join(', ')}` });

export const templateMilestoneSchema = z.object({
  name: itemName('milestone'),
  description: z.string().trim().max(TEMPLATE_LIMITS.description).default(''),
  anchor,
  offsetDays,
});

export const templateTaskSchema = templateMilestoneSchema.extend({
  name: itemName('task'),
  durationDays: z.number({ error: 'Give the task a length in days' }).int().min(1, 'A task lasts at least 1 day').max(365, 'A task lasts at most 365 days'),
});

export const templateRequestSchema = z.object({
  name: itemName('document'),
  /** What the client reads under the name: which form, from whom, which pages. */
  description: z.string().trim().max(TEMPLATE_LIMITS.description, `A document's description is at most ${TEMPLATE_LIMITS.description} characters`).default(''),
  anchor,
  offsetDays,
  addressedTo: z.enum(TEMPLATE_ADDRESSEES, { error: `addressedTo must be one of ${TEMPLATE_ADDRESSEES.join(', ')}` }),
  reminders: z.boolean({ error: 'reminders must be true or false' }),
  /** With reminders on: its own schedule, or null for the firm's (docs/api.md, "Reminders"). */
  reminderSchedule: dueDateReminderScheduleSchema.nullable().default(null),
  /** The name of the template's milestone it is asked for (its automations can wait on that milestone's requests); empty: the project. */
  milestone: z.string({ error: 'Choose a milestone of the template, or none' }).trim().max(TEMPLATE_LIMITS.itemName).default(''),
});

export const TEMPLATE_DEADLINE_LIMITS = { name: 60, monthsAfterPeriod: 24 } as const;

/**
 * A date by which every project of the template is due, named as the firm calls it ("Filing deadline"): day
 * `day` of the `monthAfterPeriod`-th month after the project's period ends. April 15 after a tax year is
 * day 15 of the 4th month; the 15th of the month after a month of bookkeeping is day 15 of the 1st.
 */
export const templateDeadlineSchema = z.object({
  name: z
    .string({ error: 'Name the deadline' })
    .trim()
    .min(1, 'Name the deadline')
    .max(TEMPLATE_DEADLINE_LIMITS.name, `A deadline's name is at most ${TEMPLATE_DEADLINE_LIMITS.name} characters`),
  monthAfterPeriod: z
    .number({ error: 'Give the month as a whole number' })
    .int('Give the month as a whole number')
    .min(1, 'The deadline falls in the 1st month after the period or later')
    .max(TEMPLATE_DEADLINE_LIMITS.monthsAfterPeriod, `The deadline falls at most ${TEMPLATE_DEADLINE_LIMITS.monthsAfterPeriod} months after the period`),
  day: z.number({ error: 'Give a day from 1 to 31' }).int('Give a day from 1 to 31').min(1, 'Give a day from 1 to 31').max(31, 'Give a day from 1 to 31'),
});

export type TemplateDeadline = z.output<typeof templateDeadlineSchema>;

export type TemplateMilestone = z.output<typeof templateMilestoneSchema>;
export type TemplateTask = z.output<typeof templateTaskSchema>;
export type TemplateRequest = z.output<typeof templateRequestSchema>;

/** POST /api/templates and PUT /api/templates/{id}: the whole template. */
export const templateInputSchema = z.object({
  name: z.string({ error: 'Name the template' }).trim().min(1, 'Name the template').max(TEMPLATE_LIMITS.name, `A template's name is at most ${TEMPLATE_LIMITS.name} characters`),
  cadence: z.enum(TEMPLATE_CADENCES, { error: `cadence must be one of ${TEMPLATE_CADENCES.join(', ')}` }),
  projectName: z
    .string({ error: "Give the projects' name" })
    .trim()
    .min(1, "Give the projects' name")
    .max(TEMPLATE_LIMITS.projectName, `A project's name is at most ${TEMPLATE_LIMITS.projectName} characters`),
  description: z.string().trim().max(TEMPLATE_LIMITS.description, `The description is at most ${TEMPLATE_LIMITS.description} characters`).default(''),
  durationDays: z
    .number({ error: "Give the projects' length in days" })
    .int("Give the projects' length in whole days")
    .min(1, 'A project lasts at least 1 day')
    .max(TEMPLATE_LIMITS.durationDays, `A project lasts at most ${TEMPLATE_LIMITS.durationDays} days`),
  milestones: z.array(templateMilestoneSchema).max(TEMPLATE_LIMITS.milestones, `A template has at most ${TEMPLATE_LIMITS.milestones} milestones`).default([]),
  tasks: z.array(templateTaskSchema).max(TEMPLATE_LIMITS.tasks, `A template has at most ${TEMPLATE_LIMITS.tasks} tasks`).default([]),
  requests: z.array(templateRequestSchema).max(TEMPLATE_LIMITS.requests, `A template asks for at most ${TEMPLATE_LIMITS.requests} documents`).default([]),
  welcomeMessage: z.string().trim().max(TEMPLATE_LIMITS.welcomeMessage, `The welcome message is at most ${TEMPLATE_LIMITS.welcomeMessage} characters`).default(''),
  /** When named, each project is due on it (its period's) instead of `durationDays` after its start. */
  deadline: templateDeadlineSchema.nullable().default(null),
  /** The firm's roles whose holders (for each client) are assigned its projects; none filled: whoever makes them. */
  assigneeRoleIds: z.array(objectIdSchema, { error: 'assigneeRoleIds must be a list of role ids' }).max(FIRM_ROLE_LIMITS.perFirm, 'Choose fewer roles').default([]),
});

export type TemplateInput = z.input<typeof templateInputSchema>;

/** The four-digit year in a project's name (its first): saving the project as a template makes it `{year}`. */
export const YEAR_IN_NAME = /\b(19|20)\d{2}\b/;

/**
 * A project's name without its year, as the name of a template made from it: "2025 Individual Tax Return" is
 * "Individual Tax Return", "Payroll (2025) - Q1" is "Payroll - Q1", "Tax return – 2025" is "Tax return". What
 * the year leaves behind goes with it: empty brackets, doubled spaces, a separator at either end. A name
 * that is only a year stays as it is.
 */
export function nameWithoutYear(name: string): string {
  const tidied = name
    .replace(YEAR_IN_NAME, '')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:)\]])/g, '$1')
    .replace(/([([]) /g, '$1')
    .replace(/^[\s,.;:\-–—]+|[\s,;:\-–—]+$/g, '');
  return tidied || name.trim();
}

/** POST /api/projects/{id}/save-as-template: the new template's name and cadence; the rest comes from the project. */
export const projectAsTemplateSchema = templateInputSchema.pick({ name: true, cadence: true });

export type ProjectAsTemplateInput = z.input<typeof projectAsTemplateSchema>;
export type TemplateFields = z.output<typeof templateInputSchema>;

export interface ProjectTemplate extends TemplateFields {
  id: string;
  /** 1 when made, one more at every edit. */
  version: number;
  /** How many projects were made from it. */
  projectsCount: number;
  updatedAt: string;
}

/** A template the product ships (GET /api/templates/starters): a firm copies it to edit it. */
export interface StarterTemplateView extends TemplateFields {
  key: string;
  /** Made for the firm's kind of practice (listed first). */
  forYourPractice: boolean;
}

// Periods, as the api takes them: 2025, 2025-Q1, 2025-03.
const PERIOD_FORMATS: Record<TemplateCadence, RegExp> = {
  yearly: /^(\d{4})$/,
  quarterly: /^(\d{4})-Q([1-4])$/,
  monthly: /^(\d{4})-(0[1-9]|1[0-2])$/,
};

const PERIOD_EXAMPLES: Record<TemplateCadence, string> = { yearly: '2025', quarterly: '2025-Q1', monthly: '2025-03' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function isPeriodOf(cadence: TemplateCadence, period: string): boolean {
  return PERIOD_FORMATS[cadence].test(period);
}

export function periodMessage(cadence: TemplateCadence): string {
  return `Choose the period as ${PERIOD_EXAMPLES[cadence]}`;
}

interface PeriodParts {
  year: string;
  quarter: string;
  month: string;
  label: string;
}

function partsOf(period: string): PeriodParts {
  const [year = '', rest = ''] = period.split('-');
  if (rest.startsWith('Q')) return { year, quarter: rest, month: '', label: `${rest} ${year}` };
  if (rest) {
    const month = MONTHS[Number(rest) - 1] ?? '';
    return { year, quarter: `Q${Math.ceil(Number(rest) / 3)}`, month, label: `${month} ${year}` };
  }
  return { year, quarter: '', month: '', label: year };
}

/** The period `steps` periods after `period`, of the same cadence: 2025 to 2026, 2025-Q4 to 2026-Q1, 2025-12 to 2026-01. */
export function periodAfter(period: string, steps = 1): string {
  const [yearText = '', rest = ''] = period.split('-');
  const year = Number(yearText);
  if (!rest) return String(year + steps);
  const perYear = rest.startsWith('Q') ? 4 : 12;
  const index = year * perYear + Number(rest.replace('Q', '')) - 1 + steps;
  const within = (index % perYear) + 1;
  return `${Math.floor(index / perYear)}-${perYear === 4 ? `Q${within}` : String(within).padStart(2, '0')}`;
}

/** The period's last month, counted in months from year 0: December 2025 for 2025, March 2025 for 2025-Q1. */
function lastMonthOf(period: string): number {
  const [yearText = '', rest = ''] = period.split('-');
  const year = Number(yearText);
  if (!rest) return year * 12 + 11;
  return year * 12 + (rest.startsWith('Q') ? Number(rest.slice(1)) * 3 : Number(rest)) - 1;
}

/**
 * The deadline's date for a period, at midnight UTC as a project's dates are: Apr 15, 2026 for the filing
 * deadline of 2025. A day the month does not have is its last (the 31st of April is April 30).
 */
export function deadlineFor(deadline: Pick<TemplateDeadline, 'monthAfterPeriod' | 'day'>, period: string): Date {
  const month = lastMonthOf(period) + deadline.monthAfterPeriod;
  const year = Math.floor(month / 12);
  const daysInMonth = new Date(Date.UTC(year, (month % 12) + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month % 12, Math.min(deadline.day, daysInMonth)));
}

/**
 * The named deadline a project made from the template for `period`, starting on `startDate`, is due on: the
 * deadline's date for the period when it falls after the start; null when the template names none, or for
 * work on a period long past, which keeps the template's length (`durationDays` after the start).
 */
export function dueOnDeadline(template: Pick<TemplateFields, 'deadline'>, startDate: Date, period: string): Date | null {
  const deadline = template.deadline ? deadlineFor(template.deadline, period) : null;
  return deadline && deadline > startDate ? deadline : null;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** "Filing deadline: day 15 of the 4th month after the period", as the editor and a version's changes say it. */
export function deadlineText(deadline: TemplateDeadline): string {
  return `${deadline.name}: day ${deadline.day} of the ${ordinal(deadline.monthAfterPeriod)} month after the period`;
}

/** What a person calls a period: 2025, Q1 2025, March 2025. */
export function periodLabel(period: string): string {
  return partsOf(period).label;
}

/** A name or message of the template with its placeholders filled in for one client and period. */
export function fillTemplateText(text: string, { period, client, firstName }: { period: string; client: string; firstName: string }): string {
  const parts = partsOf(period);
  const values: Record<string, string> = {
    '{year}': parts.year,
    '{quarter}': parts.quarter,
    '{month}': parts.month,
    '{period}': parts.label,
    '{client}': client,
    '{firstName}': firstName,
  };
  return text.replace(/\{(year|quarter|month|period|client|firstName)\}/g, (placeholder) => values[placeholder] ?? placeholder);
}

/** The periods a person is offered for a cadence around `today`: last year's and this year's for yearly work, and so on. */
export function periodChoices(cadence: TemplateCadence, today: Date): string[] {
  const year = today.getFullYear();
  if (cadence === 'yearly') return [year - 1, year, year + 1].map(String);
  if (cadence === 'quarterly') return [year - 1, year].flatMap((y) => [1, 2, 3, 4].map((q) => `${y}-Q${q}`));
  return [year - 1, year].flatMap((y) => MONTHS.map((_, index) => `${y}-${String(index + 1).padStart(2, '0')}`));
}

/** GET /api/templates/{id}/updates: what the template's latest version would change, and where. */
export interface TemplateUpdate {
  version: number;
  /** Projects made from an older version that nobody has started (nothing changed, nothing uploaded): an update reaches them. */
  projects: Array<{ projectId: string; projectName: string; clientName: string; fromVersion: number }>;
  /** Projects made from an older version that someone has worked in: a template edit never changes them. */
  started: number;
  /** What changed since each older version the projects above were made from, line by line. */
  changes: Array<{ fromVersion: number; lines: string[] }>;
}

/** POST /api/templates/{id}/updates: the projects (of those listed) to bring to the latest version. */
export const templateUpdateSchema = z.object({
  projectIds: z
    .array(objectIdSchema, { error: 'projectIds must be a list of project ids' })
    .min(1, 'Choose at least one project')
    .max(2000, 'Choose at most 2000 projects at once'),
});

export type TemplateUpdateInput = z.input<typeof templateUpdateSchema>;

export interface TemplateUpdateResult {
  ok: true;
  message: string;
  updated: number;
  /** Listed but started meanwhile (or not made from this template): left as they are. */
  skipped: number;
}

/** The most clients one batch takes. */
export const TEMPLATE_BATCH_MAX = 2000;

/** POST /api/template-batches/dry-run and POST /api/template-batches: a template's projects for a period, for the chosen clients (ids, or every client a filter of the Clients screen lets through). */
export const templateBatchSchema = z
  .object({
    templateId: objectIdSchema,
    period: z.string({ error: 'Choose the period' }).trim().min(1, 'Choose the period').max(10, 'Choose the period'),
    startDate: requiredDate('Choose the start date'),
    clientIds: z
      .array(objectIdSchema, { error: 'clientIds must be a list of client ids' })
      .min(1, 'Choose at least one client')
      .max(TEMPLATE_BATCH_MAX, `Choose at most ${TEMPLATE_BATCH_MAX} clients at once`)
      .optional(),
    filter: clientFilterSchema.optional(),
  })
  .refine((value) => value.clientIds !== undefined || value.filter !== undefined, { message: 'Choose the clients', path: ['clientIds'] });

export type TemplateBatchInput = z.input<typeof templateBatchSchema>;
export type TemplateBatchRequest = z.output<typeof templateBatchSchema>;

/** What the dry run found for one client. */
export interface TemplateBatchPlanRow {
  clientId: string;
  clientName: string;
  projectName: string;
  /** Null when it will be made; else why not. */
  skipReason: string | null;
}

/** The dry run: what the batch would make, and for whom not. */
export interface TemplateBatchPlan {
  templateName: string;
  period: string;
  periodLabel: string;
  rows: TemplateBatchPlanRow[];
  toCreate: number;
  skipped: number;
  /** What each new project holds, and its dates for the start date given. */
  each: {
    startDate: string;
    endDate: string;
    milestones: Array<{ name: string; dueDate: string }>;
    tasks: Array<{ name: string; startDate: string; endDate: string }>;
    /** `reminderDates`: the days its automatic reminders go out while it is outstanding (none when off). */
    requests: Array<{ name: string; dueDate: string; addressedTo: TemplateAddressee; reminderDates: string[] }>;
    welcomeMessage: boolean;
  };
  /** The clients with someone who has signed in, who hear of it at once (bell, and mail as their settings say); the others hear nothing until invited. */
  clientsWhoHear: number;
}

export const TEMPLATE_BATCH_STATUSES = ['queued', 'running', 'done', 'failed', 'undone'] as const;
export type TemplateBatchStatus = (typeof TEMPLATE_BATCH_STATUSES)[number];

/** A batch as GET /api/template-batches/{id} answers it: the page polls it for its progress. */
export interface TemplateBatch {
  id: string;
  templateId: string;
  templateName: string;
  period: string;
  periodLabel: string;
  status: TemplateBatchStatus;
  total: number;
  /** Clients dealt with so far. */
  done: number;
  created: number;
  skipped: number;
  createdByName: string;
  createdAt: string;
  finishedAt: string | null;
  /** Why it stopped, when it failed. */
  error: string | null;
  /** After an undo: what it removed, and the projects it kept because someone had worked in them. */
  undo: { removed: number; kept: Array<{ projectId: string; projectName: string; clientName: string }> } | null;
}
