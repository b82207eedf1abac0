import Router from '@koa/router';
import { currentActor, requireRole } from '../session/current-user';
import { listTeamMembers } from './members';

export const teamMembersRouter = new Router();

teamMembersRouter.get('/api/team/members', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listTeamMembers(currentActor(ctx));
});
