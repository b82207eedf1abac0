import Router from '@koa/router';
import { parseId } from '../http/validate';
import { currentUser, requireRole } from '../session/current-user';
import { organizationScope } from '../tenancy';
import { approveMember, listPendingMembers } from './service';

export const teamRouter = new Router();

teamRouter.get('/api/team/pending', requireRole('organization'), async (ctx) => {
  const { organizationId } = organizationScope(currentUser(ctx));
  ctx.body = await listPendingMembers(organizationId);
});

teamRouter.post('/api/team/members/:id/approve', requireRole('organization'), async (ctx) => {
  const { organizationId } = organizationScope(currentUser(ctx));
  await approveMember(organizationId, parseId(ctx.params.id, 'Pending member'));
  ctx.body = { ok: true, message: 'Member approved' };
});
