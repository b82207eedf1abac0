// Inviting a colleague by email: the mailed link lets them choose a name and a password and join the
// firm already approved. A token of 256 random bits, stored as sha256, single use, valid 7 days.
import mongoose, { type Types } from 'mongoose';
import type { z } from 'zod';
import {
  INVALID_TEAM_INVITATION,
  TEAM_INVITATION_NOT_FOUND,
  TEAM_INVITATION_WITHDRAWN,
  type PendingInvitation,
  type acceptTeamInvitationSchema,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { recordAudit } from '../audit/record';
import { EMAIL_TAKEN } from '../auth/client-accounts';
import { claimUnprovenAddress } from '../auth/email-confirmation';
import { hashPassword } from '../auth/passwords';
import { ACCESS_TOKEN_LIFETIME_MS, generateToken, hashToken } from '../auth/tokens';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
import { Organization } from '../organizations/model';
import { User, firmManagersFilter, type UserRecord } from '../users/model';
import { TeamInvitation, type TeamInvitationRecord } from './invitation-model';

type AcceptInput = z.output<typeof acceptTeamInvitationSchema>;

type Account = Pick<UserRecord, '_id' | 'status' | 'organizationId'>;

/** The account that uses `email`, if any. */
function accountOf(email: string): Promise<Account | null> {
  // Usernames are unique across the product; this says no more than registering with the email would.
  return User.findOne({ username: email }).setOptions({ unscoped: true }).select('status organizationId').lean<Account>();
}

/**
 * Whether the firm may invite the address: no account uses it, or it is a team member this firm removed
 * (who comes back on their own account). Any other account, a removed member of another firm included,
 * makes the email taken.
 */
function mayJoin(account: Account | null, organizationId: Types.ObjectId): boolean {
  return !account || (account.status === 'removed' && Boolean(account.organizationId?.equals(organizationId)));
}

/** Mails `email` an invitation to join the actor's firm; a new invitation to the same address replaces the last. */
export async function inviteTeamMember(actor: Actor, email: string): Promise<void> {
  await refuseTakenAddress(email, actor.organizationId);
  const { token, tokenHash, sentAt, expiresAt } = freshLink();
  await TeamInvitation.deleteMany({ organizationId: actor.organizationId, email, acceptedAt: null });
  const invitation = await TeamInvitation.create({ organizationId: actor.organizationId, email, tokenHash, invitedBy: actor.userId, sentAt, expiresAt });
  await mailInvitation(actor, email, token, tokenHash);
  await recordAudit({ action: 'invitation.sent', object: invitationObject(invitation) });
}

async function refuseTakenAddress(email: string, organizationId: Types.ObjectId): Promise<void> {
  await claimUnprovenAddress(email);
  if (!mayJoin(await accountOf(email), organizationId)) throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
}

function freshLink() {
  const token = generateToken();
  const sentAt = now();
  return { token, tokenHash: hashToken(token), sentAt, expiresAt: new Date(sentAt.getTime() + ACCESS_TOKEN_LIFETIME_MS) };
}

async function mailInvitation(actor: Actor, email: string, token: string, tokenHash: string): Promise<void> {
  const [firm, inviter] = await Promise.all([
    Organization.findOne({ _id: actor.organizationId }).select('name').lean<{ name: string }>(),
    User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).select('displayName username').lean<Pick<UserRecord, 'displayName' | 'username'>>(),
  ]);
  const firmName = firm?.name ?? 'Your firm';
  const inviterName = inviter?.displayName ?? firmName;
  await queueMail({
    key: `team-invitation:${email}:${tokenHash.slice(0, 16)}`,
    organizationId: actor.organizationId,
    to: email,
    fromFirm: true,
    replyTo: inviter?.username,
    content: {
      subject: `${inviterName} invited you to join ${firmName} on Clientline`,
      heading: `Join ${firmName} on Clientline`,
      paragraphs: [
        `${inviterName} invited you to work with ${firmName} on Clientline, where the firm runs its clients' projects, messages and documents.`,
        'Choose your name and a password to join. Your sign-in email is this address.',
      ],
      action: { label: 'Join the firm', url: appLink(`/auth/join/${token}`) },
      footnotes: [`The link works once, for 7 days. If it has expired, ask ${inviterName} to invite you again.`, 'If you were not expecting this, you can ignore this mail.'],
    },
  });
}

const invitationObject = (invitation: Pick<TeamInvitationRecord, '_id' | 'email'>) => ({ type: 'invitation' as const, id: invitation._id.toString(), name: invitation.email });

/** Invitations nobody accepted or withdrew yet, newest first, expired ones included, with who sent each. */
export async function listPendingInvitations(actor: Actor): Promise<PendingInvitation[]> {
  const invitations = await TeamInvitation.find({ organizationId: actor.organizationId, acceptedAt: null, withdrawnAt: null }).sort({ _id: -1 }).lean<TeamInvitationRecord[]>();
  const senders = await User.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: invitations.map((invitation) => invitation.invitedBy) }) })
    .select('displayName')
    .lean<Pick<UserRecord, '_id' | 'displayName'>[]>();
  const names = new Map(senders.map((sender) => [sender._id.toString(), sender.displayName]));
  return invitations.map((invitation) => presentInvitation(invitation, names.get(invitation.invitedBy.toString()) ?? ''));
}

function presentInvitation(invitation: TeamInvitationRecord, senderName: string): PendingInvitation {
  return {
    id: invitation._id.toString(),
    email: invitation.email,
    invitedBy: { id: invitation.invitedBy.toString(), displayName: senderName },
    sentAt: (invitation.sentAt ?? invitation.createdAt).toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= now().getTime(),
  };
}

const pendingFilter = (actor: Actor, invitationId: Types.ObjectId) => ({ _id: invitationId, organizationId: actor.organizationId, acceptedAt: null, withdrawnAt: null });

/** Mails the invitation again with a fresh link for 7 more days, sent by the actor; the old link stops working. */
export async function resendInvitation(actor: Actor, invitationId: Types.ObjectId): Promise<PendingInvitation> {
  const pending = await TeamInvitation.findOne(pendingFilter(actor, invitationId)).select('email').lean<Pick<TeamInvitationRecord, 'email'>>();
  if (!pending) throw new HttpError(404, TEAM_INVITATION_NOT_FOUND);
  await refuseTakenAddress(pending.email, actor.organizationId);
  const { token, tokenHash, sentAt, expiresAt } = freshLink();
  const resent = await TeamInvitation.findOneAndUpdate(pendingFilter(actor, invitationId), { $set: { tokenHash, sentAt, expiresAt, invitedBy: actor.userId } }, { returnDocument: 'after' }).lean<TeamInvitationRecord>();
  // Accepted or withdrawn between the read and the write.
  if (!resent) throw new HttpError(404, TEAM_INVITATION_NOT_FOUND);
  await mailInvitation(actor, resent.email, token, tokenHash);
  await recordAudit({ action: 'invitation.resent', object: invitationObject(resent) });
  const sender = await User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).select('displayName').lean<Pick<UserRecord, 'displayName'>>();
  return presentInvitation(resent, sender?.displayName ?? '');
}

/** Withdraws a pending invitation: from now its link says so and works no more. Answers its address. */
export async function withdrawInvitation(actor: Actor, invitationId: Types.ObjectId): Promise<string> {
  const withdrawn = await TeamInvitation.findOneAndUpdate(pendingFilter(actor, invitationId), { $set: { withdrawnAt: now() } }, { returnDocument: 'after' }).lean<TeamInvitationRecord>();
  if (!withdrawn) throw new HttpError(404, TEAM_INVITATION_NOT_FOUND);
  await recordAudit({ action: 'invitation.withdrawn', object: invitationObject(withdrawn) });
  return withdrawn.email;
}

/**
 * Withdraws the pending invitations `sender` sent, once they no longer run the firm (made no longer an
 * admin, or removed): an invitation is only as good as its sender's right to invite.
 */
export async function withdrawInvitationsSentBy(organizationId: Types.ObjectId, sender: Pick<UserRecord, '_id' | 'displayName'>): Promise<void> {
  const pending = await TeamInvitation.find({ organizationId, invitedBy: sender._id, acceptedAt: null, withdrawnAt: null }).select('email').lean<TeamInvitationRecord[]>();
  if (pending.length === 0) return;
  await TeamInvitation.updateMany({ organizationId, _id: mongoose.trusted({ $in: pending.map((invitation) => invitation._id) }), acceptedAt: null, withdrawnAt: null }, { $set: { withdrawnAt: now() } });
  for (const invitation of pending) {
    await recordAudit({ action: 'invitation.withdrawn', object: invitationObject(invitation), detail: `Sent by ${sender.displayName}, who no longer runs the firm` });
  }
}

/** The invitation a token belongs to while it is unused and unexpired, with its firm's name. */
export async function findTeamInvitation(token: string): Promise<{ invitation: TeamInvitationRecord; organizationName: string }> {
  // Identity lookup by the token: the one read across firms, like a sign-in.
  const invitation = await TeamInvitation.findOne({ tokenHash: hashToken(token), acceptedAt: null })
    .setOptions({ unscoped: true })
    .lean<TeamInvitationRecord>();
  if (!invitation || invitation.expiresAt.getTime() <= now().getTime()) throw new HttpError(400, INVALID_TEAM_INVITATION);
  if (invitation.withdrawnAt || !(await User.exists({ _id: invitation.invitedBy, ...firmManagersFilter(invitation.organizationId) }))) {
    throw new HttpError(400, TEAM_INVITATION_WITHDRAWN);
  }
  const firm = await Organization.findOne({ _id: invitation.organizationId }).select('name').lean<{ name: string }>();
  if (!firm) throw new HttpError(400, INVALID_TEAM_INVITATION);
  return { invitation, organizationName: firm.name };
}

/**
 * Creates the colleague's account, an active team member of the firm, and uses the invitation up: the
 * update matches only while it is unused, so two tabs accepting at once make one account. A team member the
 * firm removed comes back on their own account (so their earlier work is theirs again), with the name and
 * password they give now.
 */
export async function acceptTeamInvitation({ token, displayName, password }: AcceptInput): Promise<UserRecord> {
  const { invitation } = await findTeamInvitation(token);
  await claimUnprovenAddress(invitation.email);
  const account = await accountOf(invitation.email);
  if (!mayJoin(account, invitation.organizationId)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(password);
  const used = await TeamInvitation.updateOne(
    { _id: invitation._id, organizationId: invitation.organizationId, acceptedAt: null, withdrawnAt: null },
    { $set: { acceptedAt: now() } },
  );
  if (used.modifiedCount === 0) throw new HttpError(400, INVALID_TEAM_INVITATION);
  if (account) return reactivate(account, invitation.organizationId, { displayName, passwordHash });
  try {
    const created = await User.create({
      username: invitation.email,
      passwordHash,
      role: 'team_member',
      displayName,
      organizationId: invitation.organizationId,
      status: 'active',
      // The invitation was mailed to the address: accepting it proves the address.
      emailVerifiedAt: now(),
    });
    return created.toObject();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}

/** A removed team member back in the firm: active again, with a new name and password, and no old reset link. */
async function reactivate(account: Account, organizationId: Types.ObjectId, fields: Pick<UserRecord, 'displayName' | 'passwordHash'>): Promise<UserRecord> {
  const reactivated = await User.findOneAndUpdate(
    { _id: account._id, organizationId, role: 'team_member', status: 'removed' },
    { $set: { ...fields, status: 'active', isAdmin: false, requiresPasswordChange: false, passwordResetTokenHash: null, passwordResetExpiresAt: null, emailVerifiedAt: now() } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  // Changed meanwhile (e.g. invited back by a second invitation accepted at the same moment).
  if (!reactivated) throw new HttpError(409, EMAIL_TAKEN);
  return reactivated;
}
