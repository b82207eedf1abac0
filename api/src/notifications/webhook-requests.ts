import { webhookEvents, type WebhookEvents } from '../webhooks/events';
import { shortQuote } from './news';
import { notifyFirmManagers } from './service';

/** 'New request from crm: "Call back Ava about the lease"' (the request's type when it has no content). */
export function webhookRequestContent(request: WebhookEvents['received']['request']): string {
  const what = request.content.trim() || request.type.trim();
  return what ? `New request from ${request.source}: "${shortQuote(what)}"` : `New request from ${request.source}`;
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
