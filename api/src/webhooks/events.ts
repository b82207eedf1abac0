import { DomainEvents } from '../events/domain-events';
import type { WebhookRequestRecord } from './model';

/** The steps of an inbound webhook request, in this order: received, then processed or failed. */
export interface WebhookEvents {
  received: { request: WebhookRequestRecord };
  processed: { request: WebhookRequestRecord };
  failed: { request: WebhookRequestRecord };
}

export const webhookEvents = new DomainEvents<WebhookEvents>();
