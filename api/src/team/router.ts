import Router from '@koa/router';
import { Types } from 'mongoose';
import {
  TEAM_MEMBER_REMOVED,
  acceptTeamInvitationSchema,
  adminChangedMessage,
  handOverOwnershipSchema,
  ownershipHandedOverMessage,
  setAdminSchema,
  type AdminChange,
  teamInvitationSchema,
  teamInvitationTokenSchema,
  teamSettingsSavedMessage,
  teamSettingsSchema,
  type AuthResponse,
  type InvitationResent,
  type OkMessage,
  type PendingInvitation,
  type TeamInvitationCheck,
  type TeamSettings,
  type TeamSettingsSaved,
} from '@clientline/contracts';
import { describeChanges, recordAudit } from '../audit/record';
import { presentCurrentUser } from '../auth/present';
import { parseBody, parseId } from '../http/validate';
import { startSession } from '../session';
import { currentActor, requireFirmManager, requireFirmOwner, requireRole } from '../session/current-user';
import { requireRecentAuthentication } from '../session/recent-authentication';
import { acceptTeamInvitation, findTeamInvitation, inviteTeamMember, listPendingInvitations, resendInvitation, withdrawInvitation } from './invitations';
import { readTeamSettings, saveTeamSettings } from './settings';
import { approveMember, handOverOwnership, listPendingMembers, listTeamMembers, rejectMember, removeMember, setAdmin } from './service';

export const teamRouter = new Router();

teamRouter.get('/api/team/members', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = await listTeamMembers(currentActor(ctx));
});

teamRouter.get('/api/team/settings', requireRole('organization', 'team_member'), async (ctx) => {
  ctx.body = (await readTeamSettings(currentActor(ctx))) satisfies TeamSettings;
});

teamRouter.put('/api/team/settings', requireFirmManager, requireRecentAuthentication, async (ctx) => {
  const actor = currentActor(ctx);
  const before = await readTeamSettings(actor);
  const settings = await saveTeamSettings(actor, parseBody(teamSettingsSchema, ctx.request.body));
  const changes = teamSettingsChanges(before, settings);
  if (changes) await recordAudit({ action: 'settings.changed', detail: `Team settings: ${changes}` });
  ctx.body = { ok: true, message: teamSettingsSavedMessage(settings), settings } satisfies TeamSettingsSaved;
});

function teamSettingsChanges(before: TeamSettings, after: TeamSettings): string | null {
  return describeChanges([
    ['Need-to-know access', before.needToKnowAccess, after.needToKnowAccess],
    ['Idle sessions end after (minutes)', before.sessionIdleMinutes, after.sessionIdleMinutes],
    ['Two-factor required of staff from', before.twoFactorRequiredForStaffFrom, after.twoFactorRequiredForStaffFrom],
    ['Two-factor required of clients from', before.twoFactorRequiredForClientsFrom, after.twoFactorRequiredForClientsFrom],
  ]);
}

teamRouter.get('/api/team/pending', requireFirmManager, async (ctx) => {
  ctx.body = await listPendingMembers(currentActor(ctx));
});

teamRouter.post('/api/team/members/:id/approve', requireFirmManager, async (ctx) => {
  await approveMember(currentActor(ctx), parseId(ctx.params.id, 'Pending member'));
  ctx.body = { ok: true, message: 'Member approved' };
});

teamRouter.post('/api/team/members/:id/reject', requireFirmManager, async (ctx) => {
  await rejectMember(currentActor(ctx), parseId(ctx.params.id, 'Pending member'));
  ctx.body = { ok: true, message: 'Request rejected' };
});

/** The organization removes an approved team member (see removeMember for everything that follows). */
teamRouter.delete('/api/team/members/:id', requireFirmManager, requireRecentAuthentication, async (ctx) => {
  await removeMember(currentActor(ctx), parseId(ctx.params.id, 'Team member'));
  ctx.body = { ok: true, message: TEAM_MEMBER_REMOVED } satisfies OkMessage;
});

/** The owner (only) makes a team member an admin, or not any more. */
teamRouter.put('/api/team/members/:id/admin', requireFirmOwner, requireRecentAuthentication, async (ctx) => {
  const memberId = parseId(ctx.params.id, 'Team member');
  const { isAdmin } = parseBody(setAdminSchema, ctx.request.body);
  const member = await setAdmin(currentActor(ctx), memberId, isAdmin);
  ctx.body = { ok: true, message: adminChangedMessage(member.name, member.isAdmin), member } satisfies AdminChange;
});

/** The owner (only) hands the firm to one of its admins, staying on as an admin; answers with the caller's new self. */
teamRouter.post('/api/team/owner', requireFirmOwner, requireRecentAuthentication, async (ctx) => {
  const { userId } = parseBody(handOverOwnershipSchema, ctx.request.body);
  const { formerOwner, newOwner } = await handOverOwnership(currentActor(ctx), new Types.ObjectId(userId));
  ctx.body = { ok: true, message: ownershipHandedOverMessage(newOwner.displayName), user: await presentCurrentUser(formerOwner) } satisfies AuthResponse;
});

teamRouter.post('/api/team/invitations', requireFirmManager, async (ctx) => {
  const { email } = parseBody(teamInvitationSchema, ctx.request.body);
  await inviteTeamMember(currentActor(ctx), email);
  ctx.status = 201;
  ctx.body = { ok: true, message: `Invitation sent to ${email}` } satisfies OkMessage;
});

teamRouter.get('/api/team/invitations', requireFirmManager, async (ctx) => {
  ctx.body = (await listPendingInvitations(currentActor(ctx))) satisfies PendingInvitation[];
});

teamRouter.post('/api/team/invitations/:id/resend', requireFirmManager, async (ctx) => {
  const invitation = await resendInvitation(currentActor(ctx), parseId(ctx.params.id, 'Invitation'));
  ctx.body = { ok: true, message: `Invitation sent again to ${invitation.email}`, invitation } satisfies InvitationResent;
});

teamRouter.delete('/api/team/invitations/:id', requireFirmManager, async (ctx) => {
  const email = await withdrawInvitation(currentActor(ctx), parseId(ctx.params.id, 'Invitation'));
  ctx.body = { ok: true, message: `Invitation to ${email} withdrawn` } satisfies OkMessage;
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
