import { z } from 'zod';
import { clientFilterSchema } from './client-list';
import { objectIdSchema, requiredDate } from './fields';
import { isPeriodOf, periodMessage, projectAsTemplateSchema, TEMPLATE_BATCH_MAX } from './templates';

export const RECURRENCE_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurrenceStatus = (typeof RECURRENCE_STATUSES)[number];

/** The most days ahead of its start a recurring project is made. */
export const RECURRENCE_MOST_DAYS_AHEAD = 365;

const daysAhead = z
  .number({ error: 'Give the number of days ahead as a whole number' })
  .int('Give the number of days ahead as a whole number')
  .min(0, 'Give 0 days ahead or more')
  .max(RECURRENCE_MOST_DAYS_AHEAD, `At most ${RECURRENCE_MOST_DAYS_AHEAD} days ahead`);

/**
 * POST /api/templates/{id}/recurrence: the template's projects come back every period for these clients.
 * `period` and `startDate` are the first it makes; each next one is a period later, starting on the same day
 * of its year, quarter or month (the month's last day when it has no such day), made `daysAhead` before it starts.
 */
export const templateRecurrenceSchema = z
  .object({
    period: z.string({ error: 'Choose the first period' }).trim().min(1, 'Choose the first period').max(10, 'Choose the first period'),
    startDate: requiredDate('Choose the first start date'),
    daysAhead,
    clientIds: z
      .array(objectIdSchema, { error: 'clientIds must be a list of client ids' })
      .min(1, 'Choose at least one client')
      .max(TEMPLATE_BATCH_MAX, `Choose at most ${TEMPLATE_BATCH_MAX} clients`)
      .optional(),
    filter: clientFilterSchema.optional(),
  })
  .refine((value) => value.clientIds !== undefined || value.filter !== undefined, { message: 'Choose the clients', path: ['clientIds'] });

export type TemplateRecurrenceInput = z.input<typeof templateRecurrenceSchema>;
export type TemplateRecurrenceRequest = z.output<typeof templateRecurrenceSchema>;

/**
 * POST /api/projects/{id}/recurrence: the project comes back every period for its client, through a template
 * made from it (named `name`, as Save as template makes one) that repeats from `period`, starting `startDate`.
 */
export const projectRecurrenceSchema = projectAsTemplateSchema
  .extend({
    period: z.string({ error: 'Choose the first period' }).trim().min(1, 'Choose the first period').max(10, 'Choose the first period'),
    startDate: requiredDate('Choose the first start date'),
    daysAhead,
  })
  .superRefine((value, context) => {
    if (!isPeriodOf(value.cadence, value.period)) context.addIssue({ code: 'custom', message: periodMessage(value.cadence), path: ['period'] });
  });

export type ProjectRecurrenceInput = z.input<typeof projectRecurrenceSchema>;
export type ProjectRecurrenceRequest = z.output<typeof projectRecurrenceSchema>;

/** PATCH /api/templates/{id}/recurrence: pause or resume it for every client, or make projects more or fewer days ahead. */
export const recurrenceChangeSchema = z
  .object({
    status: z.enum(['active', 'paused'], { error: 'status must be active or paused' }).optional(),
    daysAhead: daysAhead.optional(),
  })
  .refine((value) => value.status !== undefined || value.daysAhead !== undefined, { message: 'Say what to change: status or daysAhead' });

export type RecurrenceChange = z.input<typeof recurrenceChangeSchema>;

/** PATCH /api/templates/{id}/recurrence/clients/{clientId}: pause or resume it for one client. */
export const recurrenceClientChangeSchema = z.object({ paused: z.boolean({ error: 'paused must be true or false' }) });

export type RecurrenceClientChange = z.input<typeof recurrenceClientChangeSchema>;

/** GET /api/templates/{id}/recurrence: how the template comes back, and for whom. */
export interface TemplateRecurrence {
  id: string;
  templateId: string;
  status: RecurrenceStatus;
  /** "Every year on Jan 2", "Every 3 months on the last day". */
  ruleText: string;
  /** The rule as RFC 5545 writes it (DTSTART and RRULE), for a calendar. */
  rule: string;
  daysAhead: number;
  /** Where the days are counted: projects are made at midnight there. */
  timeZone: string;
  /** The next projects it makes; null once it has ended. */
  next: {
    period: string;
    periodLabel: string;
    /** The projects' name, with the client's left as {client}. */
    projectName: string;
    startDate: string;
    /** The day they are made, where the firm is; `createsAt` the moment. */
    createsOn: string;
    createsAt: string;
  } | null;
  clients: Array<{ clientId: string; clientName: string; paused: boolean }>;
  /** The last period it made projects for, and the batch that made them (to follow or undo it). */
  lastMade: { period: string; periodLabel: string; batchId: string; at: string } | null;
  /** The last period it could not make (after its retries), and why; it went on to the next. */
  lastFailure: { period: string; periodLabel: string; reason: string; at: string } | null;
  createdByName: string;
  createdAt: string;
}

/** GET /api/projects/{id}/recurrence: the recurrence that brings the project back for its client, and its template; both null when none does. */
export interface ProjectRecurrenceAnswer {
  template: { id: string; name: string } | null;
  recurrence: TemplateRecurrence | null;
}
