import { z } from 'zod';
import { milestoneStatusSchema } from './enum-schemas';
import {
  emailField,
  hasDate,
  isOnOrAfter,
  nameText,
  objectIdSchema,
  optionalDate,
  optionalText,
  requiredDate,
  wrongTypeOr,
} from './fields';

const END_BEFORE_START = 'End date cannot be earlier than start date';

function endNotBeforeStart(value: { startDate: string; endDate?: string | null }) {
  return !hasDate(value.endDate) || isOnOrAfter(value.endDate, value.startDate);
}

const whenDatesAreText = (payload: { value: unknown }) => {
  const value = payload.value as { startDate?: unknown; endDate?: unknown } | null;
  return typeof value?.startDate === 'string' && typeof value.endDate === 'string';
};

const projectFields = {
  name: nameText('Project name is required'),
  description: optionalText(5000),
  startDate: requiredDate('Start date is required'),
  endDate: optionalDate,
};

const clientIdField = z
  .string({ error: wrongTypeOr('Client selection is required', 'Must be an id') })
  .min(1, { error: 'Client selection is required' })
  .pipe(objectIdSchema);

export const newClientFields = z.object({
  name: nameText('Client name is required'),
  email: z
    .string({ error: wrongTypeOr('Client email is required', 'Email must be text') })
    .trim()
    .min(1, { error: 'Client email is required' })
    .pipe(emailField),
});

/** New Project form, "existing client" mode. */
export const newProjectExistingClientSchema = z
  .object({ ...projectFields, clientId: clientIdField })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'], when: whenDatesAreText });

/** New Project form, "new client" mode: the client is created in the same call. */
export const newProjectNewClientSchema = z
  .object({ ...projectFields, newClient: newClientFields })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'], when: whenDatesAreText });

/** POST /api/projects: either `clientId` or `newClient: { name, email }`. */
export const createProjectSchema = z
  .object({ ...projectFields, clientId: clientIdField.optional(), newClient: newClientFields.optional() })
  .refine((value) => Boolean(value.clientId) !== Boolean(value.newClient), {
    message: 'Client selection is required',
    path: ['clientId'],
  })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'], when: whenDatesAreText });

/** Edit project dates (PATCH /api/projects/{id}): the end date may be cleared with `null` or `''`. */
export const projectDatesSchema = z
  .object({ startDate: requiredDate('Start date is required'), endDate: optionalDate })
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'], when: whenDatesAreText });

/** Edit project (the project page's dialog): its name, description and dates together. */
export const editProjectSchema = z
  .object(projectFields)
  .refine(endNotBeforeStart, { message: END_BEFORE_START, path: ['endDate'], when: whenDatesAreText });

/**
 * PATCH /api/projects/{id}: any of name and description, and the dates. The dates change only when
 * `startDate` is sent (then a missing end date clears it); a body without a name or description, or
 * with an end date, is a change of dates and needs `startDate`.
 */
export const projectUpdateSchema = z
  .object({
    name: projectFields.name.optional(),
    description: projectFields.description,
    startDate: projectFields.startDate.optional(),
    endDate: optionalDate,
  })
  .refine(
    (value) => value.startDate !== undefined || (value.endDate === undefined && (value.name !== undefined || value.description !== undefined)),
    { message: 'Start date is required', path: ['startDate'] },
  )
  .refine((value) => value.startDate === undefined || endNotBeforeStart({ startDate: value.startDate, endDate: value.endDate }), {
    message: END_BEFORE_START,
    path: ['endDate'],
    when: whenDatesAreText,
  });

/** New milestone (POST /api/projects/{id}/milestones). */
export const milestoneSchema = z.object({
  name: nameText('Milestone name is required'),
  description: optionalText(5000),
  dueDate: requiredDate('Due date is required'),
});

/** Add Milestone adds at most this many milestones in one go ("Add another"). */
export const MILESTONES_AT_ONCE_MAX = 20;

/** The Add Milestone form: one or more new milestones, each sent as its own POST /api/projects/{id}/milestones. */
export const newMilestonesSchema = z.object({
  milestones: z
    .array(milestoneSchema, { error: 'List the milestones to add' })
    .min(1, 'Add at least one milestone')
    .max(MILESTONES_AT_ONCE_MAX, `Add at most ${MILESTONES_AT_ONCE_MAX} milestones at once`),
});

/** PATCH /api/projects/{id}/milestones/{milestoneId} with `status`: moves the milestone. */
export const milestoneStatusUpdateSchema = z.object({ status: milestoneStatusSchema });

/** PATCH /api/projects/{id}/milestones/{milestoneId} without `status`: corrects what it says (the fields sent). */
export const milestoneEditSchema = z
  .object({
    name: nameText('Milestone name is required').optional(),
    description: optionalText(5000),
    dueDate: requiredDate('Due date is required').optional(),
  })
  .refine((value) => value.name !== undefined || value.description !== undefined || value.dueDate !== undefined, {
    message: 'Give a name, description or due date to change',
  });

export type NewProjectExistingClientInput = z.input<typeof newProjectExistingClientSchema>;
export type NewProjectNewClientInput = z.input<typeof newProjectNewClientSchema>;
/** POST /api/projects: the project, and optionally who works on it besides its creator. */
export type CreateProjectRequest = z.input<typeof createProjectSchema> & Partial<ProjectAssigneesInput>;
export type ProjectDatesInput = z.input<typeof projectDatesSchema>;
export type EditProjectInput = z.input<typeof editProjectSchema>;
export type ProjectUpdateInput = z.input<typeof projectUpdateSchema>;
export type MilestoneInput = z.input<typeof milestoneSchema>;
export type NewMilestonesInput = z.input<typeof newMilestonesSchema>;
export type MilestoneStatusUpdate = z.input<typeof milestoneStatusUpdateSchema>;
export type MilestoneEditInput = z.input<typeof milestoneEditSchema>;

/**
 * Who works on a project (optional `assigneeIds` of POST /api/projects, and
 * PUT /api/projects/{id}/assignees): users of the firm with role organization or team_member.
 */
export const projectAssigneesSchema = z.object({
  assigneeIds: z
    .array(objectIdSchema, { error: 'assigneeIds must be a list of user ids' })
    .max(50, 'At most 50 assignees per project'),
});

export type ProjectAssigneesInput = z.input<typeof projectAssigneesSchema>;
