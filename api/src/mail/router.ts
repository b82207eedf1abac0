import Router from '@koa/router';
import type { UndeliveredMail } from '@clientline/contracts';
import { currentActor, requireFirmManager } from '../session/current-user';
import { OutboxMail, type OutboxMailRecord } from './model';

export const mailRouter = new Router();

/** How many of the firm's latest undelivered mails the owner sees. */
const UNDELIVERED_SHOWN = 20;

/** The firm's mail that could not be delivered, newest first, with the relay's reason. */
mailRouter.get('/api/mail/undelivered', requireFirmManager, async (ctx) => {
  const failed = await OutboxMail.find({ organizationId: currentActor(ctx).organizationId, status: 'failed' })
    .sort({ failedAt: -1 })
    .limit(UNDELIVERED_SHOWN)
    .lean<OutboxMailRecord[]>();
  ctx.body = failed.map(
    (mail): UndeliveredMail => ({ id: mail._id.toString(), to: mail.to, subject: mail.subject, reason: mail.lastError ?? '', failedAt: mail.failedAt!.toISOString() }),
  );
});
