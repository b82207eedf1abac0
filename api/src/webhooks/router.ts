import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { webhookHandledSchema } from '@clientline/contracts';
import { recordAudit } from '../audit/record';
import { answerUnchangedWith304, organizationChanges } from '../change-versions/conditional-get';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import { countRequest } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';
import { currentActor, currentUser, requireFirmManager } from '../session/current-user';
import { presentWebhookRequest, presentWebhookRequests } from './present';
import { listWebhookRequests, receiveWebhook, setWebhookRequestHandled } from './service';
import { organizationForWebhookToken } from './token-service';

export const WEBHOOK_BODY_LIMIT_BYTES = 32 * 1024;
export const WEBHOOK_LIMITS = {
  perAddressPerMinute: 120,
  perOrganizationPerMinute: 60,
};
const MINUTE_MS = 60_000;

/**
 * What can be stored at all. Whether the request is valid (type and content present, within the
 * contract's lengths) is decided afterwards, by processing, which fails it with a reason.
 */
const envelopeSchema = z.object({
  type: z.string({ error: 'Type must be text' }).max(1000, 'Type is too long').optional(),
  content: z.string({ error: 'Content must be text' }).max(20_000, 'Content is too long').optional(),
  source: z.string({ error: 'Source must be text' }).trim().max(200, 'Source must be at most 200 characters').optional(),
  token: z.string({ error: 'Token must be text' }).max(200, 'Invalid webhook token').optional(),
});

export const webhooksRouter = new Router();

webhooksRouter.post('/api/webhooks/incoming', async (ctx) => {
  await throttle(`webhook-address:${addressForLimits(ctx.ip)}`, WEBHOOK_LIMITS.perAddressPerMinute);
  if (bodySize(ctx) > WEBHOOK_BODY_LIMIT_BYTES) {
    throw new HttpError(413, `Webhook body is too large (at most ${WEBHOOK_BODY_LIMIT_BYTES / 1024} kB)`);
  }
  const { token: bodyToken, ...incoming } = parseBody(envelopeSchema, ctx.request.body);
  const token = ctx.get('X-Webhook-Token') || bodyToken;
  if (!token) throw new HttpError(401, 'Webhook token is required (body field token or header X-Webhook-Token)');
  const organizationId = await organizationForWebhookToken(token);
  if (!organizationId) throw new HttpError(401, 'Invalid webhook token');
  await throttle(`webhook-organization:${organizationId.toString()}`, WEBHOOK_LIMITS.perOrganizationPerMinute);

  const { request, replayed } = await receiveWebhook(organizationId, incoming, idempotencyKey(ctx));
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
  const view = presentWebhookRequest(request);
  if (request.status === 'failed') {
    ctx.status = 422;
    ctx.body = { ok: false, message: request.failureReason, request: view };
  } else {
    ctx.status = replayed ? 200 : 201;
    ctx.body = { ok: true, message: 'Webhook request received', request: view };
  }
});

webhooksRouter.get('/api/webhook-requests', requireFirmManager, answerUnchangedWith304(organizationChanges), async (ctx) => {
  const requests = await listWebhookRequests(currentActor(ctx));
  ctx.body = { ok: true, requests: presentWebhookRequests(requests) };
});

webhooksRouter.put('/api/webhook-requests/:id/handled', requireFirmManager, async (ctx) => {
  const { handled } = parseBody(webhookHandledSchema, ctx.request.body);
  const requestId = parseId(ctx.params.id, 'Webhook request');
  const request = await setWebhookRequestHandled(currentActor(ctx), currentUser(ctx).displayName, requestId, handled);
  const object = { type: 'webhook_request' as const, id: request._id.toString(), name: request.type || 'Webhook request' };
  await recordAudit({ action: handled ? 'webhook_request.handled' : 'webhook_request.reopened', object });
  ctx.body = presentWebhookRequest(request);
});

/** Counted in the database, so the limits hold across every api process. */
async function throttle(key: string, perMinute: number): Promise<void> {
  const retryAfterSeconds = await countRequest(key, perMinute, MINUTE_MS);
  if (retryAfterSeconds > 0) {
    throw new HttpError(429, `Too many webhook requests. Try again in ${retryAfterSeconds} seconds.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** The declared length, or for a chunked body the size of what was parsed. */
function bodySize(ctx: Context): number {
  return ctx.request.length ?? Buffer.byteLength(JSON.stringify(ctx.request.body));
}

function idempotencyKey(ctx: Context): string | null {
  const key = ctx.get('Idempotency-Key').trim();
  if (!key) return null;
  if (key.length > 200) throw new HttpError(400, 'Idempotency-Key must be at most 200 characters');
  return key;
}