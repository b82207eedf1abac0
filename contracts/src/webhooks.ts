import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/** POST /api/webhooks/incoming (the token may also come in a header). */
export const incomingWebhookSchema = z.object({
  type: requiredText('Type is required', 100),
  content: requiredText('Content is required', 10000),
  source: optionalText(200),
  token: optionalText(200),
});

export type IncomingWebhookRequest = z.input<typeof incomingWebhookSchema>;
