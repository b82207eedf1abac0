import { z } from 'zod';
import { taskStatusSchema } from './enum-schemas';
import { hasDate, isNotBeforeToday, isOnOrAfter, nameText, optionalDate, optionalNameText, optionalText, requiredDate } from './fields';

const END_BEFORE_START = 'End date cannot be earlier than start date';

/** Who does a task: a user id, or `null`/`''` for no one. */
const taskAssigneeField = z
  .string({ error: 'Must be an id' })
  .trim()
  .refine((value) => value === '' || /^[a-f0-9]{24}$/i.test(value), 'Invalid id')
  .nullable()
  .optional();

/** New timeline task (POST /api/projects/{id}/timelines); without a status it is `todo`. */
export const newTaskSchema = z
  .object({
    name: nameText('Task name is required'),
    description: optionalText(5000),
    startDate: requiredDate('Start date is required'),
    endDate: requiredDate('End date is required'),
    assigneeId: taskAssigneeField,
    status: taskStatusSchema.optional(),
  })
  .refine((value) => isOnOrAfter(value.endDate, value.startDate), { message: END_BEFORE_START, path: ['endDate'] });

/** PATCH /api/projects/{id}/tasks/{taskId}: the fields sent change (the Done toggle sends only `status`). */
export const taskUpdateSchema = z
  .object({
    name: nameText('Task name is required').optional(),
    description: optionalText(5000),
    startDate: requiredDate('Start date is required').optional(),
    endDate: requiredDate('End date is required').optional(),
    assigneeId: taskAssigneeField,
    status: taskStatusSchema.optional(),
  })
  .refine((value) => !value.startDate || !value.endDate || isOnOrAfter(value.endDate, value.startDate), {
    message: END_BEFORE_START,
    path: ['endDate'],
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: 'Give at least one field to change' });

/** A share link's optional name ("For the bank"), as the firm's list of links shows it. */
export const SHARE_LINK_NAME_MAX_LENGTH = 100;

/**
 * A new share link (POST /api/timelines/{id}/share): the expiry is optional and not before today; the
 * conversation is shared only when the firm asks for it; the name, for the firm's own list, is optional
 * (empty or null for none).
 */
export const shareTimelineSchema = z.object({
  expiresAt: optionalDate.refine((value) => !hasDate(value) || isNotBeforeToday(value), {
    message: 'Expiry date cannot be before today',
  }),
  includeConversation: z.boolean({ error: 'Must be true or false' }).optional(),
  name: optionalNameText(SHARE_LINK_NAME_MAX_LENGTH).nullable(),
});

export type NewTaskInput = z.input<typeof newTaskSchema>;
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type ShareTimelineInput = z.input<typeof shareTimelineSchema>;
