import Router from '@koa/router';
import { Types } from 'mongoose';
import { createNotificationSchema, markNotificationsReadSchema, markSeenNotificationsReadSchema, notificationMetadataSchema } from '@clientline/contracts';
import { answerUnchangedWith304, userChanges } from '../change-versions/conditional-get';
import { parseBody } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, requireRole, requireUser } from '../session/current-user';
import { reportProjectEvent } from './report';
import { markMessagesSeen } from './seen-messages';
import { listNotifications, markNotificationsRead } from './service';

export const notificationsRouter = new Router();

const reportSchema = createNotificationSchema.extend({ metadata: notificationMetadataSchema.optional() });

// A pending member belongs to no firm yet: no notifications, nothing to mark.
notificationsRouter.get('/api/notifications', requireUser, answerUnchangedWith304(userChanges), async (ctx) => {
  const { actor } = ctx.state;
  ctx.body = actor ? await listNotifications(actor) : [];
});

notificationsRouter.post('/api/notifications/mark-read', requireUser, async (ctx) => {
  const { ids } = parseBody(markNotificationsReadSchema, ctx.request.body);
  const { actor } = ctx.state;
  const updated = actor ? await markNotificationsRead(actor, ids) : 0;
  ctx.body = { ok: true, updated };
});

// The chat on someone's screen: the notifications of the messages it showed are read (see markMessagesSeen).
notificationsRouter.post('/api/notifications/read', requireUser, async (ctx) => {
  const { projectId, lastShownMessageId } = parseBody(markSeenNotificationsReadSchema, ctx.request.body);
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  // The body's ids were checked by the contracts schema.
  const updated = await markMessagesSeen(actor, new Types.ObjectId(projectId), new Types.ObjectId(lastShownMessageId));
  ctx.body = { ok: true, updated };
});

notificationsRouter.post('/api/notifications', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(reportSchema, ctx.request.body);
  const notified = await reportProjectEvent(currentActor(ctx), input);
  ctx.status = 201;
  ctx.body = { ok: true, notified };
});
