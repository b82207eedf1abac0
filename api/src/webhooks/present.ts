import { webhookRequestContact, type WebhookRequest as WebhookRequestView } from '@clientline/contracts';
import type { WebhookRequestRecord } from './model';

/** One request as the firm sees it; `repeatOf` is known only in the list (presentWebhookRequests). */
export function presentWebhookRequest(request: WebhookRequestRecord, repeatOf: string | null = null): WebhookRequestView {
  return {
    id: request._id.toString(),
    type: request.type,
    content: request.content,
    source: request.source,
    status: request.status,
    ...(request.failureReason ? { failureReason: request.failureReason } : {}),
    createdAt: request.createdAt.toISOString(),
    handled: request.handledAt ? { at: request.handledAt.toISOString(), byName: request.handledByName ?? '' } : null,
    repeatOf,
  };
}

/**
 * The list, each request that repeats an earlier listed one (the same sender's email, or the same content
 * when it names none) pointing at the earliest: a form sent twice, or a person writing again.
 */
export function presentWebhookRequests(newestFirst: WebhookRequestRecord[]): WebhookRequestView[] {
  const firstOfKey = new Map<string, string>();
  const repeatOf = new Map<string, string>();
  for (const request of [...newestFirst].reverse()) {
    const key = repeatKey(request);
    if (!key) continue;
    const first = firstOfKey.get(key);
    if (first) repeatOf.set(request._id.toString(), first);
    else firstOfKey.set(key, request._id.toString());
  }
  return newestFirst.map((request) => presentWebhookRequest(request, repeatOf.get(request._id.toString()) ?? null));
}

function repeatKey(request: WebhookRequestRecord): string | null {
  const { email } = webhookRequestContact(request.content);
  if (email) return `email:${email}`;
  const content = request.content.trim().toLowerCase().replace(/\s+/g, ' ');
  return content ? `content:${request.type.trim().toLowerCase()}:${content}` : null;
}
