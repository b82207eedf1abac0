import Router from '@koa/router';
import { parseId } from '../http/validate';
import { currentActor, requireRole } from '../session/current-user';
import { approveMember, listPendingMembers, listTeamMembers, rejectMember } from './service';

export const teamRouter = new Router();

teamRouter.get('/api/team/members', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listTeamMembers(currentActor(ctx));
});

teamRouter.get('/api/team/pending', requireRole('organization'), async (ctx) => {
  ctx.body = await listPendingMembers(currentActor(ctx));
});

teamRouter.post('/api/team/members/:id/approve', requireRole('organization'), async (ctx) => {
  await approveMember(currentActor(ctx), parseId(ctx.params.id, 'Pending member'));
  ctx.body = { ok: true, message: 'Member approved' };
});

teamRouter.post('/api/team/members/:id/reject', requireRole('organization'), async (ctx) => {
  await rejectMember(currentActor(ctx), parseId(ctx.params.id, 'Pending member'));
  ctx.body = { ok: true, message: 'Request rejected' };
});
