import Router from '@koa/router';
import { createNotificationSchema, markNotificationsReadSchema, notificationMetadataSchema } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireRole, requireUser } from '../session/current-user';
import { reportProjectEvent } from './report';
import { listNotifications, markNotificationsRead } from './service';

export const notificationsRouter = new Router();

const reportSchema = createNotificationSchema.extend({ metadata: notificationMetadataSchema.optional() });

notificationsRouter.get('/api/notifications', requireUser, async (ctx) => {
  ctx.body = await listNotifications(currentUser(ctx));
});

notificationsRouter.post('/api/notifications/mark-read', requireUser, async (ctx) => {
  const { ids } = parseBody(markNotificationsReadSchema, ctx.request.body);
  const updated = await markNotificationsRead(currentUser(ctx), ids);
  ctx.body = { ok: true, updated };
});

notificationsRouter.post('/api/notifications', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(reportSchema, ctx.request.body);
  const notified = await reportProjectEvent(currentUser(ctx), input);
  ctx.status = 201;
  ctx.body = { ok: true, notified };
});
