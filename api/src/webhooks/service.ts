import { incomingWebhookSchema } from '@clientline/contracts';
import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { webhookEvents } from './events';
import { WebhookRequest, type WebhookRequestRecord } from './model';

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
 * processed, any other is failed with the schema's first message as the reason. Each step is a
 * webhook event: `received`, then `processed` or `failed`.
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
  await webhookEvents.emit('received', { request: pending });

  const processed = await processRequest(pending);
  await webhookEvents.emit(processed.status === 'processed' ? 'processed' : 'failed', { request: processed });
  return { request: processed, replayed: false };
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
export const WEBHOOK_REQUEST_NOT_FOUND = 'Webhook request not found';

/** Marks a request of the actor's firm handled by them (now, under `actorName`), or not handled again; answers it as stored. */
export async function setWebhookRequestHandled(actor: Actor, actorName: string, requestId: Types.ObjectId, handled: boolean): Promise<WebhookRequestRecord> {
  const update = handled ? { handledAt: now(), handledBy: actor.userId, handledByName: actorName } : { handledAt: null, handledBy: null, handledByName: null };
  const request = await WebhookRequest.findOneAndUpdate({ _id: requestId, organizationId: actor.organizationId }, { $set: update }, { returnDocument: 'after' }).lean<WebhookRequestRecord>();
  if (!request) throw new HttpError(404, WEBHOOK_REQUEST_NOT_FOUND);
  return request;
}

export async function listWebhookRequests(actor: Actor): Promise<WebhookRequestRecord[]> {
  return WebhookRequest.find({ organizationId: actor.organizationId }).sort({ createdAt: -1 }).limit(LIST_LIMIT).lean<WebhookRequestRecord[]>();
}
