import Router from '@koa/router';
import { milestoneSchema, milestoneStatusUpdateSchema } from '@clientline/contracts';
import { parseBody, parseId } from '../http/validate';
import { currentActor, requireRole } from '../session/current-user';
import { addMilestone, changeMilestoneStatus } from './service';

export const milestonesRouter = new Router();

milestonesRouter.post('/api/projects/:id/milestones', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(milestoneSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await addMilestone(currentActor(ctx), parseId(ctx.params.id, 'Project'), input);
});

milestonesRouter.patch('/api/projects/:id/milestones/:milestoneId', requireRole('organization', 'team_member'), async (ctx) => {
  const { status } = parseBody(milestoneStatusUpdateSchema, ctx.request.body);
  const projectId = parseId(ctx.params.id, 'Project');
  const milestoneId = parseId(ctx.params.milestoneId, 'Milestone');
  ctx.body = await changeMilestoneStatus(currentActor(ctx), projectId, milestoneId, status);
});
