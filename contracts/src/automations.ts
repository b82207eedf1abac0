import { z } from 'zod';
import { objectIdSchema } from './fields';
import { MESSAGE_MAX_LENGTH } from './messages';

/** What sets an automation off, on a project made from its template (or on its one project). */
export const AUTOMATION_TRIGGERS = [
  'project_created',
  'milestone_started',
  'milestone_completed',
  'all_requests_received',
  'all_requests_accepted',
  'date_reached',
  'client_silent',
] as const;
export type AutomationTriggerType = (typeof AUTOMATION_TRIGGERS)[number];

/** What it then does, once per event, as the person who set it up. */
export const AUTOMATION_ACTIONS = [
  'request_documents',
  'send_message',
  'notify_staff',
  'assign_role',
  'unassign_role',
  'start_milestone',
  'complete_milestone',
  'complete_project',
] as const;
export type AutomationActionType = (typeof AUTOMATION_ACTIONS)[number];

/**
 * What only a rule the owner or an admin sets up may do: completing the project and choosing who works on it
 * are theirs (docs/api.md), and a rule acts as the person who set it up.
 */
export const FIRM_MANAGER_ACTIONS: readonly AutomationActionType[] = ['assign_role', 'unassign_role', 'complete_project'];

/** 403 from a team member's rule that would assign people or complete the project. */
export const ONLY_FIRM_MANAGERS_AUTOMATE = 'Only the owner or an admin can make an automation that assigns people or completes the project';

/** 409 from adding an automation to a project that is completed or archived: nothing runs on it any more. */
export const PROJECT_CLOSED_TO_AUTOMATIONS = 'Nothing runs on a completed or archived project: reopen or restore it to add an automation';

export const AUTOMATION_LIMITS = {
  name: 120,
  milestone: 200,
  documents: 20,
  documentName: 200,
  /** Days before (negative) or after the anchor; days of a client's silence. */
  days: 365,
  /** Automations on one template or one project. */
  perScope: 30,
} as const;

const milestoneName = z
  .string({ error: 'Name the milestone' })
  .trim()
  .min(1, 'Name the milestone')
  .max(AUTOMATION_LIMITS.milestone, `A milestone's name is at most ${AUTOMATION_LIMITS.milestone} characters`);

const days = (message: string, min: number) =>
  z.number({ error: message }).int(message).min(min, message).max(AUTOMATION_LIMITS.days, message);

export const automationTriggerSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('project_created') }),
    z.object({ type: z.literal('milestone_started'), milestone: milestoneName }),
    z.object({ type: z.literal('milestone_completed'), milestone: milestoneName }),
    // With a milestone: every request asked for that milestone; without: every request of the project.
    z.object({ type: z.literal('all_requests_received'), milestone: milestoneName.optional() }),
    z.object({ type: z.literal('all_requests_accepted'), milestone: milestoneName.optional() }),
    z.object({
      type: z.literal('date_reached'),
      anchor: z.enum(['start', 'end'], { error: 'Count the days from the start or the due date' }),
      offsetDays: days(`Give a whole number of days, at most ${AUTOMATION_LIMITS.days} before or after`, -AUTOMATION_LIMITS.days),
    }),
    z.object({ type: z.literal('client_silent'), days: days(`Give a whole number of days from 1 to ${AUTOMATION_LIMITS.days}`, 1) }),
  ],
  { error: 'Choose when it runs' },
);

const text = (what: string, max: number) => z.string({ error: `Write the ${what}` }).trim().min(1, `Write the ${what}`).max(max, `The ${what} is at most ${max} characters`);

export const automationActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('request_documents'),
      documents: z
        .array(text('document’s name', AUTOMATION_LIMITS.documentName), { error: 'Name the documents to ask for' })
        .min(1, 'Name the documents to ask for')
        .max(AUTOMATION_LIMITS.documents, `At most ${AUTOMATION_LIMITS.documents} documents`),
      dueInDays: days(`Give the days until they are due, from 0 to ${AUTOMATION_LIMITS.days}`, 0).nullable().default(null),
      // Asked for that milestone (its documents then count for its "every request" triggers); none: the project.
      milestone: milestoneName.optional(),
    }),
    z.object({ type: z.literal('send_message'), content: text('message', MESSAGE_MAX_LENGTH) }),
    z.object({ type: z.literal('notify_staff'), content: text('note', 500) }),
    z.object({ type: z.literal('assign_role'), roleId: objectIdSchema }),
    z.object({ type: z.literal('unassign_role'), roleId: objectIdSchema }),
    z.object({ type: z.literal('start_milestone'), milestone: milestoneName }),
    z.object({ type: z.literal('complete_milestone'), milestone: milestoneName }),
    z.object({ type: z.literal('complete_project') }),
  ],
  { error: 'Choose what it does' },
);

export type AutomationTrigger = z.output<typeof automationTriggerSchema>;
export type AutomationAction = z.output<typeof automationActionSchema>;

/** POST /api/templates/{id}/automations, POST /api/projects/{id}/automations, PUT /api/automations/{id}. */
export const automationInputSchema = z.object({
  name: text('name', AUTOMATION_LIMITS.name),
  trigger: automationTriggerSchema,
  action: automationActionSchema,
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
});

export type AutomationInput = z.input<typeof automationInputSchema>;
export type AutomationRequest = z.output<typeof automationInputSchema>;

/** An automation: on a template (every project made from it) or on one project. */
export interface Automation {
  id: string;
  name: string;
  templateId: string | null;
  projectId: string | null;
  trigger: AutomationTrigger;
  action: AutomationAction;
  enabled: boolean;
  /** "When every requested document is accepted", "Start Return prepared": the rule in words. */
  description: string;
  createdAt: string;
}

/** One run of an automation on a project: what set it off, and what it did or why it failed. */
export interface AutomationRun {
  id: string;
  automationId: string;
  automationName: string;
  projectId: string;
  projectName: string;
  status: 'running' | 'done' | 'failed';
  /** "Sent the message", "Nothing to do: Return prepared was already started", or the failure. */
  outcome: string;
  at: string;
}

/**
 * GET /api/projects/{id}/automations: the rules that apply to the project (its template's and its own) and
 * their runs on it; GET /api/templates/{id}/automations: the template's and their latest runs. Runs newest first.
 */
export interface AutomationList {
  automations: Automation[];
  runs: AutomationRun[];
}

/** The milestones a rule names, by name: its trigger's and its action's. */
export function milestonesNamedBy(rule: { trigger: AutomationTrigger; action: AutomationAction }): string[] {
  return [rule.trigger, rule.action].flatMap((part) => ('milestone' in part && part.milestone ? [part.milestone] : []));
}
