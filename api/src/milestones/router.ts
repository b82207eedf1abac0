import Router from '@koa/router';
import { milestoneSchema, milestoneStatusUpdateSchema } from '@clientline/contracts';
import { parseBody } from '../http/validate';
import { currentUser, requireRole } from '../session/current-user';
import { addMilestone, changeMilestoneStatus } from './service';

export const milestonesRouter = new Router();

milestonesRouter.post('/api/projects/:id/milestones', requireRole('organization', 'team_member'), async (ctx) => {
  const input = parseBody(milestoneSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await addMilestone(currentUser(ctx), ctx.params.id, input);
});

milestonesRouter.patch('/api/projects/:id/milestones/:milestoneId', requireRole('organization', 'team_member'), async (ctx) => {
  const { status } = parseBody(milestoneStatusUpdateSchema, ctx.request.body);
  ctx.body = await changeMilestoneStatus(currentUser(ctx), ctx.params.id, ctx.params.milestoneId, status);
});
