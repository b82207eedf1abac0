import { z } from 'zod';
import { objectIdSchema } from './fields';
import { chatMessageSchema } from './messages';

/** The most projects one action on a selection takes. */
export const PROJECT_ACTION_MAX_PROJECTS = 500;

export const PROJECT_ACTION_KINDS = ['assign', 'message', 'remind', 'move', 'archive'] as const;
export type ProjectActionKind = (typeof PROJECT_ACTION_KINDS)[number];

const PROJECT_IDS_MESSAGE = `Choose from 1 to ${PROJECT_ACTION_MAX_PROJECTS} projects`;
const ASSIGN_MESSAGE = 'Choose a person or a role to assign';
const STAGE_MESSAGE = 'Choose the stage to move the projects to';

const projectIds = z
  .array(objectIdSchema, { error: PROJECT_IDS_MESSAGE })
  .min(1, PROJECT_IDS_MESSAGE)
  .max(PROJECT_ACTION_MAX_PROJECTS, PROJECT_IDS_MESSAGE)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/**
 * POST /api/project-actions: one action on the chosen projects, run as a job. `assign` adds a person
 * (`memberId`) or whoever fills a role for each project's client (`roleId`); `message` sends the same chat
 * message on each; `remind` mails each client once about everything still open; `move` sets the
 * projects' milestones so the named one is the current stage; `archive` archives them.
 */
export const projectActionSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({ kind: z.literal('assign'), projectIds, memberId: objectIdSchema.optional(), roleId: objectIdSchema.optional() })
      .refine((action) => (action.memberId === undefined) !== (action.roleId === undefined), { message: ASSIGN_MESSAGE, path: ['memberId'] }),
    z.object({ kind: z.literal('message'), projectIds, content: chatMessageSchema.shape.content }),
    z.object({ kind: z.literal('remind'), projectIds }),
    z.object({ kind: z.literal('move'), projectIds, stage: z.string({ error: STAGE_MESSAGE }).trim().min(1, STAGE_MESSAGE).max(200, STAGE_MESSAGE) }),
    z.object({ kind: z.literal('archive'), projectIds }),
  ],
  { error: `kind must be one of ${PROJECT_ACTION_KINDS.join(', ')}` },
);

export type ProjectActionInput = z.input<typeof projectActionSchema>;
export type ProjectActionRequest = z.output<typeof projectActionSchema>;

/** A project the action passed over, and why ("Nothing is open"). */
export interface ProjectActionSkip {
  projectId: string;
  projectName: string;
  /** The project's client: a template's projects all have one name. Null once the project or client is gone. */
  clientName: string | null;
  reason: string;
}

/** GET /api/project-actions/{id}: how far the action is, and once done what it did. */
export interface ProjectAction {
  id: string;
  kind: ProjectActionKind;
  status: 'running' | 'done' | 'failed';
  total: number;
  /** Projects handled so far (changed or skipped). */
  done: number;
  changed: number;
  skipped: ProjectActionSkip[];
  /** "Reminded 41 clients; 3 had nothing open": what it did, in words (so far, while running). */
  summary: string;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}
