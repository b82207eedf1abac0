import Router from '@koa/router';
import { currentUser, requireRole } from '../session/current-user';
import { organizationScope } from '../tenancy';
import { listTeamMembers } from './members';

export const teamMembersRouter = new Router();

teamMembersRouter.get('/api/team/members', requireRole('organization', 'team_member'), async (ctx) => {
  const { organizationId } = organizationScope(currentUser(ctx));
  ctx.body = await listTeamMembers(organizationId);
});
