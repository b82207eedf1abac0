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

/** PUT /api/webhook-requests/{id}/handled: mark a request handled, or not handled again. */
export const webhookHandledSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

export type WebhookHandledRequest = z.input<typeof webhookHandledSchema>;

const EMAIL_PATTERN = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/i;

/** A request's content as named fields: its JSON object's text and number values, or none for plain text. */
export function webhookContentFields(content: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(content);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value === 'string' && value.trim()) fields[name] = value.trim();
      else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
    }
    return fields;
  } catch {
    return {};
  }
}

function firstOf(fields: Record<string, string>, names: string[]): string {
  for (const name of names) if (fields[name]) return fields[name];
  return '';
}

/** Who a request is from: named fields of a JSON body, else the first email in its text. */
export function webhookRequestContact(content: string): { name: string; email: string } {
  const fields = webhookContentFields(content);
  const email = firstOf(fields, ['clientEmail', 'email', 'username']) || (content.match(EMAIL_PATTERN)?.[0] ?? '');
  return { name: firstOf(fields, ['clientName', 'displayName', 'fullName', 'name']), email: email.toLowerCase() };
}
