import { Types } from 'mongoose';
import { recordAudit } from '../audit/record';
import { now } from '../clock/clock';
import { TeamInvitation, type TeamInvitationRecord } from '../team/invitation-model';
import { User } from '../users/model';
import type { Migration } from './run';

type Pending = Pick<TeamInvitationRecord, '_id' | 'organizationId' | 'email' | 'invitedBy'>;

/**
 * Withdraws the pending invitations stored before demotion and removal withdrew them, whose sender no
 * longer runs the firm (no longer an admin, or removed): their links already answer as withdrawn, and
 * now they leave the firm's list too. Only invitations still pending and not withdrawn are changed.
 */
export const invitationsOfFormerManagers: Migration = {
  version: '2026-12-invitations-of-former-managers',
  async run() {
    const unwithdrawn = { acceptedAt: null, withdrawnAt: null };
    const pending = await TeamInvitation.collection.find<Pending>(unwithdrawn, { projection: { organizationId: 1, email: 1, invitedBy: 1 } }).toArray();
    const senderIds = [...new Set(pending.map((invitation) => invitation.invitedBy.toString()))].map((id) => new Types.ObjectId(id));
    const managers = await User.collection
      .find({ _id: { $in: senderIds }, status: 'active', $or: [{ role: 'organization' }, { role: 'team_member', isAdmin: true }] }, { projection: { organizationId: 1 } })
      .toArray();
    const runsTheirFirm = new Set(managers.map((manager) => `${String(manager.organizationId)}:${manager._id.toString()}`));
    const orphaned = pending.filter((invitation) => !runsTheirFirm.has(`${invitation.organizationId.toString()}:${invitation.invitedBy.toString()}`));
    if (orphaned.length === 0) return;
    await TeamInvitation.collection.updateMany({ _id: { $in: orphaned.map((invitation) => invitation._id) }, ...unwithdrawn }, { $set: { withdrawnAt: now() } });
    for (const invitation of orphaned) {
      await recordAudit({
        action: 'invitation.withdrawn',
        organizationId: invitation.organizationId,
        actor: null,
        object: { type: 'invitation', id: invitation._id.toString(), name: invitation.email },
        detail: 'Its sender no longer runs the firm',
      });
    }
  },
};
