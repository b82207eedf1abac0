import mongoose, { type Types } from 'mongoose';
import type { PendingMember, TeamMember } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { queueAccessEndedMail, queueJoinAnswerMail } from '../auth/account-mails';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { Project } from '../projects/model';
import { unassignFromEveryProject } from '../projects/service';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions } from '../session';
import { User, type UserRecord } from '../users/model';

export const TEAM_MEMBER_NOT_FOUND = 'Team member not found';
export const CANNOT_REMOVE_YOURSELF = 'You cannot remove your own account from the team.';
export const CANNOT_REMOVE_ORGANIZATION_ACCOUNT = "The organization account cannot be removed from the team: it is the firm's own account.";

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
  await queueJoinAnswerMail(approved, organizationId, true);
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
}

/**
 * Removes an approved team member of the actor's firm: status `removed` (they keep their organizationId, so
 * their messages, tasks and uploads stay the firm's and attributed to them), every session of theirs ends
 * and its sockets close on every api process, they leave every project they were assigned to, and they are
 * mailed that their access ended. All before the answer. The status changes first, so from that moment any
 * request of theirs is signed out and no one can assign them again. Unknown ids, other firms' users,
 * clients, pending and already removed users are all 'Team member not found'.
 */
export async function removeMember(actor: Actor, memberId: Types.ObjectId): Promise<void> {
  const { organizationId } = actor;
  if (memberId.equals(actor.userId)) throw new HttpError(400, CANNOT_REMOVE_YOURSELF);
  const removedAt = now();
  const removed = await User.findOneAndUpdate(
    { _id: memberId, organizationId, role: 'team_member', status: 'active' },
    { $set: { status: 'removed' } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!removed) {
    const organizationAccount = await User.exists({ _id: memberId, organizationId, role: 'organization' });
    throw organizationAccount ? new HttpError(400, CANNOT_REMOVE_ORGANIZATION_ACCOUNT) : new HttpError(404, TEAM_MEMBER_NOT_FOUND);
  }
  disconnectSessions(await endOtherSessions(memberId.toString(), undefined));
  await unassignFromEveryProject(actor, memberId);
  await queueAccessEndedMail(actor, removed, removedAt);
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
  const { organizationId } = actor;
  const [members, totals] = await Promise.all([
    User.find({ organizationId, role: mongoose.trusted({ $in: ['organization', 'team_member'] }), status: 'active' })
      .sort({ displayName: 1 })
      .lean<UserRecord[]>(),
    Project.aggregate<AssignmentTotals>([
      { $match: { organizationId } },
      { $unwind: '$assigneeIds' },
      {
        $group: {
          _id: '$assigneeIds',
          projectsCount: { $sum: { $cond: [{ $eq: ['$status', 'active'] }, 1, 0] } },
          completedProjectsCount: { $sum: { $cond: [{ $eq: ['$status', 'completed'] }, 1, 0] } },
          averageScore: { $avg: '$performance.score' },
        },
      },
    ]),
  ]);
  const totalsByMember = new Map(totals.map((total) => [total._id.toString(), total]));
  return members.map((member) => {
    const total = totalsByMember.get(member._id.toString());
    return {
      id: member._id.toString(),
      name: member.displayName,
      role: member.role,
      email: member.username,
      projectsCount: total?.projectsCount ?? 0,
      completedProjectsCount: total?.completedProjectsCount ?? 0,
      performance: total?.averageScore == null ? 0 : Math.round(total.averageScore * 10),
    };
  });
}
