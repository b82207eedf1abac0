import type { WebhookRequest as WebhookRequestView } from '@clientline/contracts';
import type { WebhookRequestRecord } from './model';

export function presentWebhookRequest(request: WebhookRequestRecord): WebhookRequestView {
  return {
    id: request._id.toString(),
    type: request.type,
    content: request.content,
    source: request.source,
    status: request.status,
    ...(request.failureReason ? { failureReason: request.failureReason } : {}),
    createdAt: request.createdAt.toISOString(),
  };
}
