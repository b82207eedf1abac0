import { z } from 'zod';
import { NOTIFICATION_POST_TYPES } from './enums';
import { objectIdSchema, optionalText } from './fields';

/** POST /api/notifications: the server decides the recipients. */
export const createNotificationSchema = z.object({
  type: z.enum(NOTIFICATION_POST_TYPES, { error: 'Type must be milestone_created or milestone_updated' }),
  projectId: objectIdSchema,
  title: optionalText(200),
  description: optionalText(2000),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/notifications/mark-read */
export const markNotificationsReadSchema = z.object({
  ids: z.array(objectIdSchema, { error: 'ids must be a list of notification ids' }).max(500, 'Too many ids at once'),
});

/** The notifications POST /api/notifications/read marks by what the person has seen: a project's chat messages. */
export const SEEN_NOTIFICATION_TYPES = ['new_message'] as const;

/**
 * POST /api/notifications/read: the person has had the project's chat on screen up to
 * `lastShownMessageId` (the newest message shown); the server marks the notifications of those messages read.
 */
export const markSeenNotificationsReadSchema = z.object({
  projectId: objectIdSchema,
  type: z.enum(SEEN_NOTIFICATION_TYPES, { error: 'type must be new_message' }),
  lastShownMessageId: objectIdSchema,
});

export type CreateNotificationRequest = z.input<typeof createNotificationSchema>;
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadSchema>;
export type MarkSeenNotificationsReadRequest = z.input<typeof markSeenNotificationsReadSchema>;

/**
 * The part of POST /api/notifications `metadata` the server reads: the milestone the notification is
 * about. Its name, status and due date are taken from the project, never from the request.
 */
export const notificationMetadataSchema = z.object({
  milestoneId: objectIdSchema.optional(),
});
