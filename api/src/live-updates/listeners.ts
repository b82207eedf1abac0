import type { Types } from 'mongoose';
import { SOCKET_EVENTS, type SocketEventName, type SocketEventPayloads } from '@clientline/contracts';
import { messageEvents, type MessageEvents } from '../messages/events';
import { toMessage } from '../messages/present';
import { notificationEvents, type NotificationEvents } from '../notifications/events';
import { toNotification } from '../notifications/present';
import type { ProjectRecord } from '../projects/model';
import { emitToOrganization, emitToUser } from '../realtime/hub';
import { User, type UserRecord } from '../users/model';
import { webhookEvents, type WebhookEvents } from '../webhooks/events';
import { presentWebhookRequest } from '../webhooks/present';

/** A project's news reaches the firm's staff (its organization room) and the project's client, no one else. */
function toProjectAudience<Name extends SocketEventName>(
  project: Pick<ProjectRecord, 'organizationId' | 'clientId'>,
  event: Name,
  payload: SocketEventPayloads[Name],
): void {
  emitToOrganization(project.organizationId, event, payload);
  emitToUser(project.clientId, event, payload);
}

function pushMessage({ project, message }: MessageEvents['sent']): void {
  toProjectAudience(project, SOCKET_EVENTS.newMessage, { projectId: project._id.toString(), message: toMessage(message) });
}

function pushNotification({ notification }: NotificationEvents['created']): void {
  emitToUser(notification.userId, SOCKET_EVENTS.notification, toNotification(notification));
}

/**
 * Only organization accounts may read webhook requests (spec: 'Only organization accounts can view
 * webhook requests.'), so these go to their own rooms, not to the staff's organization room.
 */
async function toOrganizationAccounts<Name extends SocketEventName>(
  organizationId: Types.ObjectId,
  event: Name,
  payload: SocketEventPayloads[Name],
): Promise<void> {
  const accounts = await User.find({ organizationId, role: 'organization', status: 'active' }, { _id: 1 }).lean<Pick<UserRecord, '_id'>[]>();
  for (const account of accounts) emitToUser(account._id, event, payload);
}

const pushWebhookReceived = ({ request }: WebhookEvents['received']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestReceived, presentWebhookRequest(request));
const pushWebhookProcessed = ({ request }: WebhookEvents['processed']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestProcessed, presentWebhookRequest(request));
const pushWebhookFailed = ({ request }: WebhookEvents['failed']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestFailed, presentWebhookRequest(request));

/** Every change a screen shows is pushed on the socket (contracts' SOCKET_EVENTS) to the rooms that may see it. */
export function pushLiveUpdates(): void {
  messageEvents.on('sent', pushMessage);
  notificationEvents.on('created', pushNotification);
  webhookEvents.on('received', pushWebhookReceived);
  webhookEvents.on('processed', pushWebhookProcessed);
  webhookEvents.on('failed', pushWebhookFailed);
}
