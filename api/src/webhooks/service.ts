import { incomingWebhookSchema } from '@clientline/contracts';
import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { emitToUser } from '../realtime/hub';
import { User, type UserRecord } from '../users/model';
import { WebhookRequest, type WebhookRequestRecord } from './model';
import { presentWebhookRequest } from './present';

export const WEBHOOK_EVENTS = {
  received: 'new_webhook_request',
  processed: 'webhook_request_processed',
  failed: 'webhook_request_failed',
} as const;

export const DEFAULT_WEBHOOK_SOURCE = 'webhook';
const LIST_LIMIT = 100;

export interface IncomingWebhook {
  type?: string;
  content?: string;
  source?: string;
}

export interface ReceivedWebhook {
  request: WebhookRequestRecord;
  /** True when an earlier request with the same Idempotency-Key is answered again. */
  replayed: boolean;
}

/**
 * Stores the request as pending, then processes it: a request the contracts' schema accepts is
 * processed, any other is failed with the schema's first message as the reason. The organization's
 * accounts hear about each step on their sockets.
 */
export async function receiveWebhook(
  organizationId: Types.ObjectId,
  incoming: IncomingWebhook,
  idempotencyKey: string | null,
): Promise<ReceivedWebhook> {
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(organizationId, idempotencyKey);
    if (earlier) return { request: earlier, replayed: true };
  }

  let pending: WebhookRequestRecord;
  try {
    pending = (
      await WebhookRequest.create({
        organizationId,
        type: incoming.type ?? '',
        content: incoming.content ?? '',
        source: incoming.source || DEFAULT_WEBHOOK_SOURCE,
        status: 'pending',
        idempotencyKey,
      })
    ).toObject();
  } catch (error) {
    // The same key sent twice at once: the unique index let one in; answer with that one.
    if ((error as { code?: unknown }).code !== 11000 || !idempotencyKey) throw error;
    return { request: (await findByIdempotencyKey(organizationId, idempotencyKey))!, replayed: true };
  }
  const recipients = await organizationAccounts(organizationId);
  emitToAll(recipients, WEBHOOK_EVENTS.received, presentWebhookRequest(pending));

  const processed = await processRequest(pending);
  const outcome = processed.status === 'processed' ? WEBHOOK_EVENTS.processed : WEBHOOK_EVENTS.failed;
  emitToAll(recipients, outcome, presentWebhookRequest(processed));
  return { request: processed, replayed: false };
}

/**
 * Only organization accounts may read webhook requests (spec: 'Only organization accounts can view
 * webhook requests.'), so the events go to their own rooms, not to the staff's organization room.
 */
async function organizationAccounts(organizationId: Types.ObjectId): Promise<Types.ObjectId[]> {
  const accounts = await User.find({ organizationId, role: 'organization', status: 'active' }, { _id: 1 }).lean<Pick<UserRecord, '_id'>[]>();
  return accounts.map((account) => account._id);
}

function emitToAll(userIds: Types.ObjectId[], event: string, payload: unknown): void {
  for (const userId of userIds) emitToUser(userId, event, payload);
}

async function processRequest(request: WebhookRequestRecord): Promise<WebhookRequestRecord> {
  const check = incomingWebhookSchema.safeParse({ type: request.type, content: request.content, source: request.source });
  const outcome = check.success
    ? { status: 'processed' as const, failureReason: null }
    : { status: 'failed' as const, failureReason: describeIssue(check.error.issues[0]) };
  const updated = await WebhookRequest.findOneAndUpdate(
    { organizationId: request.organizationId, _id: request._id },
    { $set: { ...outcome, processedAt: new Date() } },
    { returnDocument: 'after' },
  ).lean<WebhookRequestRecord>();
  return updated!;
}

/** 'Type is required' as it is; 'Must be at most 100 characters' gets its field: 'Type must be at most 100 characters'. */
function describeIssue(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'Invalid request';
  const field = String(issue.path[0] ?? '');
  if (!field || !issue.message.startsWith('Must ')) return issue.message;
  return `${field[0].toUpperCase()}${field.slice(1)} must ${issue.message.slice('Must '.length)}`;
}

function findByIdempotencyKey(organizationId: Types.ObjectId, idempotencyKey: string) {
  return WebhookRequest.findOne({ organizationId, idempotencyKey }).lean<WebhookRequestRecord>();
}

/** The actor's organization's most recent requests, newest first. */
export async function listWebhookRequests(actor: Actor): Promise<WebhookRequestRecord[]> {
  return WebhookRequest.find({ organizationId: actor.organizationId }).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<WebhookRequestRecord[]>();
}
