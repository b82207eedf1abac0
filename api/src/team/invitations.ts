// Inviting a colleague by email: the mailed link lets them choose a name and a password and join the
// firm already approved. A token of 256 random bits, stored as sha256, single use, valid 7 days.
import type { z } from 'zod';
import { INVALID_TEAM_INVITATION, type acceptTeamInvitationSchema } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { EMAIL_TAKEN } from '../auth/client-accounts';
import { hashPassword } from '../auth/passwords';
import { ACCESS_TOKEN_LIFETIME_MS, generateToken, hashToken } from '../auth/tokens';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
import { Organization } from '../organizations/model';
import { User, type UserRecord } from '../users/model';
import { TeamInvitation, type TeamInvitationRecord } from './invitation-model';

type AcceptInput = z.output<typeof acceptTeamInvitationSchema>;

async function emailTaken(email: string): Promise<boolean> {
  // Usernames are unique across the product; this says no more than registering with the email would.
  return Boolean(await User.exists({ username: email }).setOptions({ unscoped: true }));
}

/** Mails `email` an invitation to join the actor's firm; a new invitation to the same address replaces the last. */
export async function inviteTeamMember(actor: Actor, email: string): Promise<void> {
  if (await emailTaken(email)) throw new HttpError(409, EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
  const [firm, inviter] = await Promise.all([
    Organization.findOne({ _id: actor.organizationId }).select('name').lean<{ name: string }>(),
    User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).select('displayName username').lean<Pick<UserRecord, 'displayName' | 'username'>>(),
  ]);
  const token = generateToken();
  const tokenHash = hashToken(token);
  await TeamInvitation.deleteMany({ organizationId: actor.organizationId, email, acceptedAt: null });
  await TeamInvitation.create({
    organizationId: actor.organizationId,
    email,
    tokenHash,
    invitedBy: actor.userId,
    expiresAt: new Date(now().getTime() + ACCESS_TOKEN_LIFETIME_MS),
  });
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

/** The invitation a token belongs to while it is unused and unexpired, with its firm's name. */
export async function findTeamInvitation(token: string): Promise<{ invitation: TeamInvitationRecord; organizationName: string }> {
  // Identity lookup by the token: the one read across firms, like a sign-in.
  const invitation = await TeamInvitation.findOne({ tokenHash: hashToken(token), acceptedAt: null })
    .setOptions({ unscoped: true })
    .lean<TeamInvitationRecord>();
  if (!invitation || invitation.expiresAt.getTime() <= now().getTime()) throw new HttpError(400, INVALID_TEAM_INVITATION);
  const firm = await Organization.findOne({ _id: invitation.organizationId }).select('name').lean<{ name: string }>();
  if (!firm) throw new HttpError(400, INVALID_TEAM_INVITATION);
  return { invitation, organizationName: firm.name };
}

/**
 * Creates the colleague's account, an active team member of the firm, and uses the invitation up: the
 * update matches only while it is unused, so two tabs accepting at once make one account.
 */
export async function acceptTeamInvitation({ token, displayName, password }: AcceptInput): Promise<UserRecord> {
  const { invitation } = await findTeamInvitation(token);
  if (await emailTaken(invitation.email)) throw new HttpError(409, EMAIL_TAKEN);
  const passwordHash = await hashPassword(password);
  const used = await TeamInvitation.updateOne(
    { _id: invitation._id, organizationId: invitation.organizationId, acceptedAt: null },
    { $set: { acceptedAt: now() } },
  );
  if (used.modifiedCount === 0) throw new HttpError(400, INVALID_TEAM_INVITATION);
  try {
    const created = await User.create({
      username: invitation.email,
      passwordHash,
      role: 'team_member',
      displayName,
      organizationId: invitation.organizationId,
      status: 'active',
    });
    return created.toObject();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new HttpError(409, EMAIL_TAKEN);
    throw error;
  }
}
