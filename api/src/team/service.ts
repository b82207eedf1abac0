import mongoose, { type Types } from 'mongoose';
import { MAKE_ADMIN_FIRST, type PendingMember, type TeamMember } from '@clientline/contracts';
import { isFirmOwner, type Actor } from '../actor/actor';
import { queueAccessEndedMail, queueJoinAnswerMail, queueOwnershipMails } from '../auth/account-mails';
import { recordAudit, userObject } from '../audit/record';
import { now } from '../clock/clock';
import { openOwnAccount } from '../client-accounts/people';
import { HttpError } from '../http/errors';
import { Organization } from '../organizations/model';
import { listedProjectsFilter } from '../projects/access';
import { Project } from '../projects/model';
import { unassignFromEveryProject } from '../projects/service';
import { accessEvents } from '../session/access-changed';
import { endSessionsOfRemovedMember } from '../session/access-ended';
import { User, type UserRecord } from '../users/model';
import { withdrawInvitationsSentBy } from './invitations';

export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove your own account from the team.';
export const CANNOT_REMOVE_ORGANIZATION_ACCOUNT = "The organization account cannot be removed from the team: it is the firm's own account.";
export const ONLY_OWNER_REMOVES_ADMINS = "Only the firm's owner can remove an admin.";
export const ALREADY_OWNER = 'You already own the firm: choose one of its admins.';
export const OWNERSHIP_CHANGED_MEANWHILE = 'Ownership of the firm changed hands meanwhile. Reload the Team screen and try again.';

/**
 * Joining an organization is by approval: a self-registered team member or client names the
 * organization, stays `pending` (no organizationId, so no organization data), and the organization
 * approves them here.
 */
export async function listPendingMembers(actor: Actor): Promise<PendingMember[]> {
  // Pending users have no organizationId yet: scope through the organization they asked to join.
  const users = await User.find({ requestedOrganizationId: actor.organizationId, status: 'pending' })
    .setOptions({ unscoped: true })
    .sort({ createdAt: 1 })
    .lean<UserRecord[]>();
  return users.map((user) => ({
    id: user._id.toString(),
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  }));
}

export async function approveMember(actor: Actor, userId: Types.ObjectId): Promise<void> {
  const { organizationId } = actor;
  const approved = await User.findOneAndUpdate(
    { _id: userId, requestedOrganizationId: organizationId, status: 'pending' },
    { $set: { organizationId, status: 'active', requestedOrganizationId: null } },
  )
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!approved) throw new HttpError(404, 'No pending request from this user');
  // A client who asked to join is a client of the firm of their own.
  if (approved.role === 'client') await openOwnAccount({ ...approved, organizationId });
  await queueJoinAnswerMail(approved, organizationId, true);
  await recordAudit({ action: 'member.approved', object: userObject(approved), client: approved.role === 'client' ? approved : null });
}

/** Turns down a request to join: the user stays pending and belongs to no organization. */
export async function rejectMember(actor: Actor, userId: Types.ObjectId): Promise<void> {
  const rejected = await User.findOneAndUpdate(
    { _id: userId, requestedOrganizationId: actor.organizationId, status: 'pending' },
    { $set: { requestedOrganizationId: null } },
  )
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!rejected) throw new HttpError(404, 'No pending request from this user');
  await queueJoinAnswerMail(rejected, actor.organizationId, false);
  await recordAudit({ action: 'member.rejected', object: userObject(rejected), client: null });
}

/**
 * Removes an approved team member of the actor's firm: status `removed` (they keep their organizationId, so
 * their messages, tasks and uploads stay the firm's and attributed to them), every session of theirs ends
 * (an open tab's next call is told their access ended) and its sockets close on every api process, they
 * leave every project they were assigned to, and they are mailed that their access ended. All before the answer. The status changes first, so from that moment any
 * request of theirs is signed out and no one can assign them again; an admin stops being one in the same
 * write, and the invitations they sent that nobody accepted yet are withdrawn. Unknown ids, other firms'
 * users, clients, pending and already removed users are all 'Team member not found'. Only the owner removes an admin: an admin removing another would be changing admins.
 */
export async function removeMember(actor: Actor, memberId: Types.ObjectId): Promise<void> {
  const { organizationId } = actor;
  if (memberId.equals(actor.userId)) throw new HttpError(400, CANNOT_REMOVE_YOURSELF);
  const removedAt = now();
  const removed = await User.findOneAndUpdate(
    { _id: memberId, organizationId, role: 'team_member', status: 'active', ...(!isFirmOwner(actor) && { isAdmin: mongoose.trusted({ $ne: true }) }) },
    { $set: { status: 'removed', isAdmin: false } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!removed) {
    if (await User.exists({ _id: memberId, organizationId, role: 'team_member', status: 'active', isAdmin: true })) throw new HttpError(403, ONLY_OWNER_REMOVES_ADMINS);
    const organizationAccount = await User.exists({ _id: memberId, organizationId, role: 'organization' });
    throw organizationAccount ? new HttpError(400, CANNOT_REMOVE_ORGANIZATION_ACCOUNT) : new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  }
  const firm = await Organization.findOne({ _id: organizationId }).select('name').lean<{ name: string }>();
  await endSessionsOfRemovedMember(memberId.toString(), firm?.name ?? 'the firm');
  await unassignFromEveryProject(actor, memberId);
  await withdrawInvitationsSentBy(organizationId, removed);
  await queueAccessEndedMail(actor, removed, removedAt);
  await recordAudit({ action: 'member.removed', object: userObject(removed) });
}

interface AssignmentTotals {
  _id: Types.ObjectId;
  projectsCount: number;
  completedProjectsCount: number;
  averageScore: number | null;
}

/**
 * The firm's approved staff (organization accounts and team members) by name, each with figures from
 * the projects they are assigned to: projectsCount (status active), completedProjectsCount, and
 * performance = the average score of their completed projects as a percentage (0 with none).
 */
export async function listTeamMembers(actor: Actor): Promise<TeamMember[]> {
  const members = await User.find({ organizationId: actor.organizationId, role: mongoose.trusted({ $in: ['organization', 'team_member'] }), status: 'active' })
    .sort({ displayName: 1 })
    .lean<UserRecord[]>();
  return presentTeamMembers(actor, members);
}

/**
 * `members` as GET /api/team/members lists them: one aggregate over the projects the actor may read for
 * their figures (a team member walled off by need-to-know access counts only their own projects).
 */
async function presentTeamMembers(actor: Actor, members: UserRecord[]): Promise<TeamMember[]> {
  const totals = await Project.aggregate<AssignmentTotals>([
    { $match: listedProjectsFilter(actor) },
    { $unwind: '$assigneeIds' },
    {
      $group: {
        _id: '$assigneeIds',
        projectsCount: { $sum: { $cond: [{ $eq: ['$status', 'active'] }, 1, 0] } },
        completedProjectsCount: { $sum: { $cond: [{ $eq: ['$status', 'completed'] }, 1, 0] } },
        averageScore: { $avg: '$performance.score' },
      },
    },
  ]);
  const totalsByMember = new Map(totals.map((total) => [total._id.toString(), total]));
  return members.map((member) => {
    const total = totalsByMember.get(member._id.toString());
    return {
      id: member._id.toString(),
      name: member.displayName,
      role: member.role,
      isAdmin: member.role === 'team_member' && member.isAdmin === true,
      email: member.username,
      projectsCount: total?.projectsCount ?? 0,
      completedProjectsCount: total?.completedProjectsCount ?? 0,
      performance: total?.averageScore == null ? 0 : Math.round(total.averageScore * 10),
      twoFactorEnabled: Boolean(member.twoFactor?.enabledAt),
    };
  });
}

/**
 * The owner makes an active team member of the firm an admin, or not any more (the router lets only the
 * owner in). Anyone else (unknown, another firm's, a client, a pending or removed member, the owner
 * themselves) is 'Team member not found'. Their next request has the new powers: the actor is read
 * from the user at every request, and the pushes for those who run the firm look the admins up each time;
 * their sockets are closed, so each reconnects into the rooms the change allows (an admin made no longer
 * one, while need-to-know access is on, stops hearing the firm's room). An admin made no longer one has
 * the invitations they sent and nobody accepted yet withdrawn.
 */
export async function setAdmin(actor: Actor, memberId: Types.ObjectId, isAdmin: boolean): Promise<TeamMember> {
  const member = await User.findOneAndUpdate(
    { _id: memberId, organizationId: actor.organizationId, role: 'team_member', status: 'active' },
    { $set: { isAdmin } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!member) throw new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  await recordAudit({ action: isAdmin ? 'member.admin_granted' : 'member.admin_revoked', object: userObject(member) });
  if (!isAdmin) await withdrawInvitationsSentBy(actor.organizationId, member);
  await accessEvents.emit('changed', { userIds: [member._id] });
  const [presented] = await presentTeamMembers(actor, [member]);
  return presented!;
}

/**
 * The owner hands the firm to one of its admins: the admin becomes the owner (role organization, no
 * longer an admin) and the caller an admin (role team_member, isAdmin). Both keep their sessions; their
 * sockets are closed so each page asks who is signed in and reconnects as its new role. Both are mailed.
 *
 * Two writes to two users, without a transaction (the embedded database has none), so their order
 * decides what a crash between them leaves: the admin is promoted FIRST, then the caller demoted. A crash
 * in between leaves two owners, both people the owner chose to run the firm, and repeating the call
 * finishes it (a target that already owns the firm is not promoted again). The other order would leave
 * no owner: nobody able to change admins or hand over, and no one allowed to repeat the call.
 * Two handovers at once by the same owner: each demotion is conditional on the caller still owning the
 * firm, so only one succeeds; the other undoes its own promotion and answers 409.
 */
export async function handOverOwnership(actor: Actor, targetId: Types.ObjectId): Promise<{ formerOwner: UserRecord; newOwner: UserRecord }> {
  const { organizationId } = actor;
  if (targetId.equals(actor.userId)) throw new HttpError(400, ALREADY_OWNER);
  const target = await User.findOne({ _id: targetId, organizationId, status: 'active', role: mongoose.trusted({ $in: ['organization', 'team_member'] }) }).lean<UserRecord>();
  if (!target) throw new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  // Already promoted (the owner repeats a handover cut short): only the demotion is left.
  const finishing = target.role !== 'team_member';
  if (!finishing && target.isAdmin !== true) throw new HttpError(400, MAKE_ADMIN_FIRST);

  const newOwner = finishing
    ? target
    : await User.findOneAndUpdate(
        { _id: targetId, organizationId, role: 'team_member', status: 'active', isAdmin: true },
        { $set: { role: 'organization', isAdmin: false } },
        { returnDocument: 'after' },
      ).lean<UserRecord>();
  // Unmade an admin or removed between the read and the write.
  if (!newOwner) throw new HttpError(400, MAKE_ADMIN_FIRST);

  const formerOwner = await User.findOneAndUpdate(
    { _id: actor.userId, organizationId, role: 'organization', status: 'active' },
    { $set: { role: 'team_member', isAdmin: true } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!formerOwner) {
    if (!finishing) {
      await User.updateOne({ _id: targetId, organizationId, role: 'organization' }, { $set: { role: 'team_member', isAdmin: true } });
    }
    throw new HttpError(409, OWNERSHIP_CHANGED_MEANWHILE);
  }

  await accessEvents.emit('changed', { userIds: [formerOwner._id, newOwner._id] });
  await queueOwnershipMails(organizationId, formerOwner, newOwner, newOwner.updatedAt);
  await recordAudit({ action: 'member.ownership_transferred', object: userObject(newOwner), detail: `From ${formerOwner.displayName} to ${newOwner.displayName}` });
  return { formerOwner, newOwner };
}
