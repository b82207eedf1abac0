import { z } from 'zod';
import { wrongTypeOr } from './fields';

export const MESSAGE_MAX_LENGTH = 5000;

/**
 * A chat message (POST /api/projects/{id}/messages). Whitespace-only content cannot be sent. A
 * `senderName` sent by the timeline page is ignored: the sender is always the signed-in user.
 */
export const chatMessageSchema = z.object({
  content: z
    .string({ error: wrongTypeOr('Message content is required', 'Message content must be text') })
    .trim()
    .min(1, { error: 'Message content is required' })
    .max(MESSAGE_MAX_LENGTH, `Message is too long (${MESSAGE_MAX_LENGTH} characters at most)`),
});

/** How long after sending its sender may still edit or delete a message. */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;

export type ChatMessageInput = z.input<typeof chatMessageSchema>;
