import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { newTaskSchema, shareTimelineSchema, taskUpdateSchema, type TimelineShareLink } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { NO_PROJECT_ACCESS } from '../projects/access';
import { currentActor, requireUser } from '../session/current-user';
import { addTask, deleteTask, getProjectTimeline, updateTask } from './service';
import { listTimelineShares, readSharedMessages, readSharedTimeline, revokeTimelineShare, revokeTimelineShares, shareTimeline } from './sharing';

export const timelinesRouter = new Router();

timelinesRouter.get('/api/projects/:id/timelines', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  ctx.body = await getProjectTimeline(currentActor(ctx, NO_PROJECT_ACCESS), projectId);
});

// Tasks are planned by the firm: the organization, or a team member assigned to the project.
timelinesRouter.post('/api/projects/:id/timelines', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const input = parseBody(newTaskSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await addTask(actor, projectId, input);
});

timelinesRouter.patch('/api/projects/:id/tasks/:taskId', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const taskId = parseId(ctx.params.taskId, 'Task');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const input = parseBody(taskUpdateSchema, ctx.request.body);
  ctx.body = await updateTask(actor, projectId, taskId, input);
});

timelinesRouter.delete('/api/projects/:id/tasks/:taskId', requireUser, async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const taskId = parseId(ctx.params.taskId, 'Task');
  await deleteTask(currentActor(ctx, NO_PROJECT_ACCESS), projectId, taskId);
  ctx.body = { ok: true, message: 'Task deleted' };
});

timelinesRouter.post('/api/timelines/:id/share', requireUser, async (ctx) => {
  const timelineId = parseId(ctx.params.id, 'Timeline');
  const actor = currentActor(ctx, NO_PROJECT_ACCESS);
  const input = parseBody(shareTimelineSchema, ctx.request.body);
  const { token, link } = await shareTimeline(actor, timelineId, input);
  const body: TimelineShareLink = { ...link, shareUrl: `${ctx.state.appOrigin}/timeline/share/${token}` };
  ctx.status = 201;
  ctx.body = body;
});

timelinesRouter.get('/api/timelines/:id/share', requireUser, async (ctx) => {
  const timelineId = parseId(ctx.params.id, 'Timeline');
  ctx.body = await listTimelineShares(currentActor(ctx, NO_PROJECT_ACCESS), timelineId);
});

timelinesRouter.delete('/api/timelines/:id/share/:shareId', requireUser, async (ctx) => {
  const timelineId = parseId(ctx.params.id, 'Timeline');
  const shareId = parseId(ctx.params.shareId, 'Share link');
  await revokeTimelineShare(currentActor(ctx, NO_PROJECT_ACCESS), timelineId, shareId);
  ctx.body = { ok: true, message: 'Share link removed' };
});

timelinesRouter.delete('/api/timelines/:id/share', requireUser, async (ctx) => {
  const timelineId = parseId(ctx.params.id, 'Timeline');
  const revoked = await revokeTimelineShares(currentActor(ctx, NO_PROJECT_ACCESS), timelineId);
  ctx.body = { ok: true, message: 'Share links removed', revoked };
});

/** A revoked link must stop working at once, so no cache may keep a shared view; nor may a search engine index it. */
async function noStore(ctx: Context, next: Next): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  await next();
}

timelinesRouter.get('/api/timelines/shared/:shareToken', noStore, async (ctx) => {
  ctx.body = await readSharedTimeline(ctx.params.shareToken);
});

timelinesRouter.get('/api/timelines/shared/:shareToken/messages', noStore, async (ctx) => {
  ctx.body = await readSharedMessages(ctx.params.shareToken);
});
