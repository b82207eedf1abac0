import Router from '@koa/router';
import { milestoneEditSchema, milestoneSchema, milestoneStatusUpdateSchema } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireRole } from '../session/current-user';
import { addMilestone, changeMilestoneStatus, deleteMilestone, editMilestone } from './service';

export const milestonesRouter = new Router();

milestonesRouter.post('/api/projects/:id/milestones', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(milestoneSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await addMilestone(currentActor(ctx), parseId(ctx.params.id, 'Project'), input);
});

// A body with `status` moves the milestone; one without corrects its name, description or due date.
milestonesRouter.patch('/api/projects/:id/milestones/:milestoneId', requireRole('organization', 'team_member'), async (ctx) => {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  const moves = typeof body === 'object' && body !== null && !Array.isArray(body) && 'status' in body;
  const input = moves ? parseBody(milestoneStatusUpdateSchema, body) : parseBody(milestoneEditSchema, body);
  if (moves && ['name', 'description', 'dueDate'].some((field) => field in body)) {
    throw new HttpError(400, 'Change the status on its own, apart from the name, description and due date');
  }
  const projectId = parseId(ctx.params.id, 'Project');
  const milestoneId = parseId(ctx.params.milestoneId, 'Milestone');
  const actor = currentActor(ctx);
  ctx.body = 'status' in input ? await changeMilestoneStatus(actor, projectId, milestoneId, input.status) : await editMilestone(actor, projectId, milestoneId, input);
});

milestonesRouter.delete('/api/projects/:id/milestones/:milestoneId', requireRole('organization', 'team_member'), async (ctx) => {
  const projectId = parseId(ctx.params.id, 'Project');
  const milestoneId = parseId(ctx.params.milestoneId, 'Milestone');
  await deleteMilestone(currentActor(ctx), projectId, milestoneId);
  ctx.body = { ok: true, message: 'Milestone deleted' };
});
