import type { PendingMember } from '@clientline/contracts';
import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { User, type UserRecord } from '../users/model';

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
  ).setOptions({ unscoped: true });
  if (!approved) throw new HttpError(404, 'No pending request from this user');
}

/** Turns down a request to join: the user stays pending and belongs to no organization. */
export async function rejectMember(actor: Actor, userId: Types.ObjectId): Promise<void> {
  const rejected = await User.findOneAndUpdate(
    { _id: userId, requestedOrganizationId: actor.organizationId, status: 'pending' },
    { $set: { requestedOrganizationId: null } },
  ).setOptions({ unscoped: true });
  if (!rejected) throw new HttpError(404, 'No pending request from this user');
}
