import { z } from 'zod';
import { hasDate, isNotBeforeToday, isOnOrAfter, optionalDate, optionalText, requiredDate, requiredText } from './fields';

/** New timeline task (POST /api/projects/{id}/timelines). */
export const newTaskSchema = z
  .object({
    name: requiredText('Task name is required'),
    description: optionalText(5000),
    startDate: requiredDate('Start date is required'),
    endDate: requiredDate('End date is required'),
  })
  .refine((value) => isOnOrAfter(value.endDate, value.startDate), {
    message: 'End date cannot be earlier than start date',
    path: ['endDate'],
  });

/**
 * A new share link (POST /api/timelines/{id}/share): the expiry is optional and not before today; the
 * conversation is shared only when the firm asks for it.
 */
export const shareTimelineSchema = z.object({
  expiresAt: optionalDate.refine((value) => !hasDate(value) || isNotBeforeToday(value), {
    message: 'Expiry date cannot be before today',
  }),
  includeConversation: z.boolean({ error: 'Must be true or false' }).optional(),
});

export type NewTaskInput = z.input<typeof newTaskSchema>;
export type ShareTimelineInput = z.input<typeof shareTimelineSchema>;
