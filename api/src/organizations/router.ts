import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { PRACTICE_NAMES, practiceChangeSchema, practiceSavedMessage, type OrganizationPublic, type PracticeSaved, type WebhookConfig } from '@clientline/contracts';
import { describeChanges, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { parseBody } from '../http/validate';
import { currentActor, requireFirmManager } from '../session/current-user';
import { requireRecentAuthentication } from '../session/recent-authentication';
import { getWebhookToken, regenerateWebhookToken } from '../webhooks/token-service';
import { changePractice } from './practice';
import { findOrganizationByNameOrSlug } from './service';
import { practiceOf } from './model';

export const organizationsRouter = new Router();

/** The token is a secret: no cache may keep a copy of it. */
async function noStore(ctx: Context, next: Next): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  await next();
}

// The webhook-token routes come before /:organizationName, which would otherwise take "webhook-token" as a name.
organizationsRouter.get('/api/organizations/webhook-token', noStore, requireFirmManager, async (ctx) => {
  const webhookConfig: WebhookConfig = { webhookToken: await getWebhookToken(currentActor(ctx)) };
  ctx.body = { ok: true, webhookConfig };
});

organizationsRouter.post('/api/organizations/webhook-token', noStore, requireFirmManager, requireRecentAuthentication, async (ctx) => {
  const webhookConfig: WebhookConfig = { webhookToken: await regenerateWebhookToken(currentActor(ctx)) };
  await recordAudit({ action: 'webhook_token.regenerated' });
  ctx.body = { ok: true, message: 'New webhook token generated successfully', webhookConfig };
});

/** The owner or an admin says what kind of firm it is; its clients' words follow (docs/api.md, Organizations). */
organizationsRouter.put('/api/organizations/practice', requireFirmManager, async (ctx) => {
  const { practice } = parseBody(practiceChangeSchema, ctx.request.body);
  const before = await changePractice(currentActor(ctx), practice);
  const changes = describeChanges([['Type of firm', PRACTICE_NAMES[before], PRACTICE_NAMES[practice]]]);
  if (changes) await recordAudit({ action: 'settings.changed', detail: changes });
  ctx.body = { ok: true, message: practiceSavedMessage(practice), practice } satisfies PracticeSaved;
});

/**
 * The public page of an organization, by name or by slug. `username` is the organization's public
 * handle (its slug): an account's email address is never public.
 */
organizationsRouter.get('/api/organizations/:organizationName', async (ctx) => {
  const organization = await findOrganizationByNameOrSlug(ctx.params.organizationName.slice(0, 200));
  if (!organization) throw new HttpError(404, 'Organization not found');
  const body: OrganizationPublic = { organizationName: organization.name, username: organization.slug, practice: practiceOf(organization) };
  ctx.body = body;
});
