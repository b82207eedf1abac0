import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AuditSettings } from '@clientline/contracts';
import { now } from '../clock/clock';
import { currentActor, requireFirmManager } from '../session/current-user';
import { requireRecentAuthentication } from '../session/recent-authentication';
import { parseAuditQuery } from '../audit/query';
import { recordAudit } from '../audit/record';
import { exportAuditLog, listAuditLog } from '../audit/service';
import { parseAuditSettings, readAuditSettings, saveAuditSettings } from '../audit/settings';
import { withAccountPeople } from './account-people';

/**
 * The firm's audit trail over HTTP. Its own folder, above session/ (it uses the route guards), while the
 * trail itself (audit/: entries, the recorder, the reads) sits below session/ so every domain, session/
 * included, can record.
 */
export const auditRouter = new Router();

/** Who saw what is itself confidential: no cache keeps a copy. */
async function noStore(ctx: Context, next: Next): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  await next();
}

// The firm's owner and admins read the trail and set how long it is kept (docs/api.md, "Audit trail").
auditRouter.get('/api/audit-log', requireFirmManager, noStore, async (ctx) => {
  const actor = currentActor(ctx);
  const query = await withAccountPeople(actor, parseAuditQuery(ctx.query));
  ctx.body = await listAuditLog(actor, query);
});

auditRouter.get('/api/audit-log/export.csv', requireFirmManager, requireRecentAuthentication, noStore, async (ctx) => {
  const actor = currentActor(ctx);
  const query = await withAccountPeople(actor, parseAuditQuery(ctx.query));
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="audit-log-${now().toISOString().slice(0, 10)}.csv"`);
  ctx.body = exportAuditLog(actor, query);
});

auditRouter.get('/api/audit-log/settings', requireFirmManager, noStore, async (ctx) => {
  ctx.body = (await readAuditSettings(currentActor(ctx))) satisfies AuditSettings;
});

auditRouter.put('/api/audit-log/settings', requireFirmManager, async (ctx) => {
  const settings = parseAuditSettings(ctx.request.body);
  const { before, after } = await saveAuditSettings(currentActor(ctx), settings);
  if (before !== after.retentionYears) {
    await recordAudit({ action: 'settings.changed', detail: `Audit log kept ${after.retentionYears} years (was ${before})` });
  }
  // The settings themselves (what the screen's data layer reads), with the words for its toast.
  ctx.body = { ...after, ok: true, message: `The audit log is kept ${after.retentionYears} years` };
});
