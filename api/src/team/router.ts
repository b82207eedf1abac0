import Router from '@koa/router';
import {
  TEAM_MEMBER_REMOVED,
  acceptTeamInvitationSchema,
  teamInvitationSchema,
  teamInvitationTokenSchema,
  type AuthResponse,
  type OkMessage,
  type TeamInvitationCheck,
} from '@clientline/contracts';
import { presentCurrentUser } from '../auth/present';
import { parseBody, parseId } from '../http/validate';
import { startSession } from '../session';
import { currentActor, requireRole } from '../session/current-user';
import { acceptTeamInvitation, findTeamInvitation, inviteTeamMember } from './invitations';
import { approveMember, listPendingMembers, listTeamMembers, rejectMember, removeMember } from './service';

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

/** The organization removes an approved team member (see removeMember for everything that follows). */
teamRouter.delete('/api/team/members/:id', requireRole('organization'), async (ctx) => {
  await removeMember(currentActor(ctx), parseId(ctx.params.id, 'Team member'));
  ctx.body = { ok: true, message: TEAM_MEMBER_REMOVED } satisfies OkMessage;
});

teamRouter.post('/api/team/invitations', requireRole('organization'), async (ctx) => {
  const { email } = parseBody(teamInvitationSchema, ctx.request.body);
  await inviteTeamMember(currentActor(ctx), email);
  ctx.status = 201;
  ctx.body = { ok: true, message: `Invitation sent to ${email}` } satisfies OkMessage;
});

teamRouter.post('/api/team/invitations/check', async (ctx) => {
  const { token } = parseBody(teamInvitationTokenSchema, ctx.request.body);
  const { invitation, organizationName } = await findTeamInvitation(token);
  ctx.body = { ok: true, message: 'Invitation is valid', invitation: { email: invitation.email, organizationName } } satisfies TeamInvitationCheck;
});

/** Creates the colleague's account and signs them in on a new session. */
teamRouter.post('/api/team/invitations/accept', async (ctx) => {
  const input = parseBody(acceptTeamInvitationSchema, ctx.request.body);
  const user = await acceptTeamInvitation(input);
  await startSession(ctx, user);
  ctx.status = 201;
  ctx.body = { ok: true, message: 'Welcome to the team', user: await presentCurrentUser(user) } satisfies AuthResponse;
});
