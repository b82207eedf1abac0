import { webhookContentFields, webhookRequestContact } from '@clientline/contracts';
import { webhookEvents, type WebhookEvents } from '../webhooks/events';
import { shortQuote } from './news';
import { notifyFirmManagers } from './service';

/** A type as sent (`payment_received`, `newClient`) in words: "Payment received", "New client". */
function typeInWords(type: string): string {
  const words = type.replace(/([a-z\d])([A-Z])/g, '$1 $2').split(/[\s_-]+/).filter(Boolean).join(' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a request says, in a line: a JSON body by who sent it and its message ('Jane Audit (jane@example.com):
 * "Call me back"'), plain text quoted, and the type in words when it says nothing else.
 */
function requestWords({ content, type }: WebhookEvents['received']['request']): string {
  const text = content.trim();
  if (!text.startsWith('{')) return text ? `"${shortQuote(text)}"` : typeInWords(type);
  const fields = webhookContentFields(text);
  const { name, email } = webhookRequestContact(text);
  const who = name && email ? `${name} (${email})` : name || email;
  const message = fields.message || fields.description || fields.details || fields.note || '';
  const said = message ? `"${shortQuote(message)}"` : '';
  return [who, said].filter(Boolean).join(': ') || typeInWords(type);
}

/** 'New request from crm: "Call back Ava about the lease"', or from a JSON body 'New request from website: Jane Audit (jane@example.com)'. */
export function webhookRequestContent(request: WebhookEvents['received']['request']): string {
  const what = requestWords(request);
  return what ? `New request from ${request.source}: ${what}` : `New request from ${request.source}`;
}

/** A request from the firm's other systems reaches the bell of its owner and admins, who answer it on New Requests. */
async function announceWebhookRequest({ request }: WebhookEvents['received']): Promise<void> {
  await notifyFirmManagers(request.organizationId, {
    type: 'webhook_request',
    content: webhookRequestContent(request),
    eventKey: `webhook_request:${request._id.toString()}`,
  });
}

export function notifyOnWebhookRequests(): void {
  webhookEvents.on('received', announceWebhookRequest);
}
