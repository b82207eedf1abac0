// The account mails: always sent, never optional notifications. Each says what to do if it was not you.
import { createHash } from 'node:crypto';
import type { Types } from 'mongoose';
import { practiceWords } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { ClientAccount } from '../client-accounts/model';
import { Organization, type OrganizationRecord } from '../organizations/model';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
import { firmManagersFilter, User, type UserRecord } from '../users/model';
import { isClaimableUntilProven } from '../users/address-proof';

const IF_NOT_YOU = 'If you did not ask for this, ignore this mail: your password stays as it is.';

/** Where this user signs in: a client on their firm's own page, everyone else on /auth. */
export async function signInPathOf(user: UserRecord): Promise<string> {
  if (user.role !== 'client' || !user.organizationId) return '/auth';
  const firm = await Organization.findOne({ _id: user.organizationId }).select('slug').lean<{ slug: string }>();
  return firm ? `/${firm.slug}` : '/auth';
}

/** A reset link: asked for on the sign-in page, or sent by the person's firm (`sentBy`, its name), which the mail then says. */
export async function queuePasswordResetMail(user: UserRecord, token: string, tokenHash: string, sentBy?: string): Promise<void> {
  const why = sentBy
    ? `${sentBy} sent you this link to choose a new password for your Clientline account.`
    : 'Someone, hopefully you, asked to reset the password of your Clientline account.';
  await queueMail({
    key: `password-reset:${user._id.toString()}:${tokenHash.slice(0, 16)}`,
    organizationId: user.organizationId,
    to: user.username,
    fromFirm: true,
    content: {
      subject: 'Choose a new password',
      heading: `Choose a new password, ${user.displayName}`,
      paragraphs: [`${why} Choose a new one with the button below.`],
      action: { label: 'Choose a new password', url: appLink(`/auth/reset-password/${token}`) },
      footnotes: ['The link works once, for 30 minutes.', IF_NOT_YOU],
    },
  });
}

/** Registration's link proving the address; it asks for the password, so whoever else opens it confirms nothing. */
export async function queueAddressConfirmationMail(user: UserRecord, token: string, tokenHash: string): Promise<void> {
  const claimable = isClaimableUntilProven(user);
  await queueMail({
    key: `address-confirmation:${user._id.toString()}:${tokenHash.slice(0, 16)}`,
    organizationId: user.organizationId,
    to: user.username,
    content: {
      subject: 'Confirm your email address',
      heading: `Confirm your email address, ${user.displayName}`,
      paragraphs: [
        `Someone, hopefully you, registered a Clientline account with this address (${user.username}). Confirm it is yours with the button below and your Clientline password.`,
        // A registration without a firm yields its address to a firm's invitation; an owner's firm keeps it.
        claimable
          ? 'Until you do, a firm that adds you as its client or invites you to its team takes this address over, and the unconfirmed account is closed.'
          : 'Until you do, Clientline sends this address only the mail your account needs: no sign-in alerts or activity mail.',
      ],
      action: { label: 'Confirm my email address', url: appLink(`/auth/confirm-email/${token}`) },
      footnotes: [
        'The link works once, for 7 days.',
        claimable
          ? 'If you did not register, ignore this mail: the account stays unconfirmed, and a firm that adds you takes the address back.'
          : 'If you did not register, ignore this mail: the account stays unconfirmed.',
      ],
    },
  });
}

/**
 * The firm changed the email of a client who chose their own password: the new address gets the link
 * that makes it the sign-in email (with the client's password), the old one is told, so a change the
 * client did not ask for does not go unseen.
 */
export async function queueEmailChangeMails(client: UserRecord, newAddress: string, token: string, tokenHash: string): Promise<void> {
  const firm = await Organization.findOne({ _id: client.organizationId }).select('name').lean<{ name: string }>();
  const firmName = firm?.name ?? 'Your firm';
  const key = `email-change:${client._id.toString()}:${tokenHash.slice(0, 16)}`;
  await queueMail({
    key: `${key}:new`,
    organizationId: client.organizationId,
    to: newAddress,
    fromFirm: true,
    content: {
      subject: 'Confirm your new sign-in email',
      heading: `Confirm your new sign-in email, ${client.displayName}`,
      paragraphs: [
        `${firmName} asked to change the sign-in email of your Clientline account from ${client.username} to this address (${newAddress}). It changes once you confirm it with the button below and your Clientline password; until then you sign in with ${client.username}.`,
      ],
      action: { label: 'Confirm my new email', url: appLink(`/auth/confirm-email/${token}`) },
      footnotes: ['The link works once, for 7 days.', `If you were not expecting this, ignore this mail and tell ${firmName}.`],
    },
  });
  await queueMail({
    key: `${key}:old`,
    organizationId: client.organizationId,
    to: client.username,
    fromFirm: true,
    content: {
      subject: 'Your sign-in email is about to change',
      heading: 'Your sign-in email is about to change',
      paragraphs: [
        `${firmName} asked to change the sign-in email of your Clientline account from this address (${client.username}) to ${newAddress}. It changes only when someone confirms it from the link mailed to ${newAddress}, with your password.`,
        `Until then nothing changes: you sign in with this address as before.`,
      ],
      action: { label: 'Sign in', url: appLink(await signInPathOf(client)) },
      footnotes: [`If you did not ask for this, tell ${firmName}: it can cancel the change. Keep your password to yourself, and choose a new one with 'Forgot password?' if someone else may know it.`],
    },
  });
}

export type PasswordChange = 'reset' | 'changed' | 'first-access' | 'temporary-password';

const HOW_IT_CHANGED: Record<PasswordChange, string> = {
  reset: 'changed with a password reset link',
  changed: 'changed from your account',
  'first-access': 'set from your invitation link',
  'temporary-password': 'set after signing in with the temporary password your firm was shown',
};

/** A first password (from the invitation, or replacing the firm's temporary one) is "set"; any later one "changed". */
const isFirstPassword = (how: PasswordChange) => how === 'first-access' || how === 'temporary-password';

/** "Your password was set" or "...changed", after any change: a reset, Change Password, or the first access. */
export async function queuePasswordChangedMail(user: UserRecord, how: PasswordChange): Promise<void> {
  const change = createHash('sha256').update(user.passwordHash).digest('hex').slice(0, 16);
  await queueMail({
    key: `password-changed:${user._id.toString()}:${change}`,
    organizationId: user.organizationId,
    to: user.username,
    fromFirm: true,
    content: {
      subject: isFirstPassword(how) ? 'Your password was set' : 'Your password was changed',
      heading: isFirstPassword(how) ? 'Your password was set' : 'Your password was changed',
      paragraphs: [`The password of your Clientline account (${user.username}) was ${HOW_IT_CHANGED[how]}. Every other device was signed out.`],
      action: { label: 'Sign in', url: appLink(await signInPathOf(user)) },
      footnotes: [
        "If this was not you, choose a new password at once with 'Forgot password?' on the sign-in page, and tell your firm.",
      ],
    },
  });
}

/** A client the firm just invited (or invited again), with the first-access link shown to the firm once. */
export interface InvitedClient {
  id: string;
  username: string;
  displayName: string;
  firstAccessUrl: string;
}

/** Of the invited person, their client account's name when it is not theirs alone (a household, a company). */
async function accountNameOf(actor: Actor, client: InvitedClient): Promise<string | null> {
  const person = await User.findOne({ username: client.username, organizationId: actor.organizationId }).select('clientAccountId').lean<Pick<UserRecord, 'clientAccountId'>>();
  const account = person?.clientAccountId && (await ClientAccount.findOne({ _id: person.clientAccountId, organizationId: actor.organizationId }).select('name').lean<{ name: string }>());
  return account && account.name !== client.displayName ? account.name : null;
}

/**
 * The client's invitation: the firm's name as the sender, who invited them and for which client account
 * (a bookkeeper may work for several), Reply-To that colleague, and the first-access link (7 days, once).
 * Each new link is a new mail; the same link is never mailed twice.
 */
export async function queueClientInvitation(actor: Actor, client: InvitedClient): Promise<void> {
  const [firm, inviter, accountName] = await Promise.all([
    Organization.findOne({ _id: actor.organizationId }).select('name practice').lean<Pick<OrganizationRecord, 'name' | 'practice'>>(),
    User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).select('username displayName').lean<{ username: string; displayName: string }>(),
    accountNameOf(actor, client),
  ]);
  const firmName = firm?.name ?? 'Your firm';
  const invitedBy = `${inviter ? `${inviter.displayName} of ${firmName}` : firmName} invited you${accountName ? ` to the ${accountName} account` : ''}.`;
  const work = practiceWords(firm?.practice).plural;
  const link = createHash('sha256').update(client.firstAccessUrl).digest('hex').slice(0, 16);
  await queueMail({
    key: `client-invitation:${client.id}:${link}`,
    organizationId: actor.organizationId,
    to: client.username,
    fromFirm: true,
    replyTo: inviter?.username,
    content: {
      subject: `${firmName} invited you to your client portal`,
      heading: `Welcome, ${client.displayName}`,
      paragraphs: [
        invitedBy,
        `${firmName} uses Clientline to share the progress of your ${work} with you, to chat, and to exchange documents.`,
        'Choose your password to open your portal. Your sign-in email is this address.',
      ],
      action: { label: 'Choose your password', url: appLink(client.firstAccessUrl) },
      footnotes: [`The link works once, for 7 days. If it has expired, ask ${firmName} to send you a new invitation.`, 'If you were not expecting this, you can ignore this mail.'],
    },
  });
}

const ROLE_NAMES: Record<string, string> = { client: 'a client', team_member: 'a team member' };

/** Someone registered asking to join the firm: its owner and admins are told, with a way to the requests. */
export async function queueJoinRequestMail(member: UserRecord, organizationId: Types.ObjectId): Promise<void> {
  const [firm, owners] = await Promise.all([
    Organization.findOne({ _id: organizationId }).select('name').lean<{ name: string }>(),
    User.find(firmManagersFilter(organizationId)).select('username').lean<{ _id: Types.ObjectId; username: string }[]>(),
  ]);
  if (!firm) return;
  for (const owner of owners) {
    await queueMail({
      key: `join-request:${member._id.toString()}:${organizationId.toString()}:${owner._id.toString()}`,
      organizationId,
      to: owner.username,
      fromFirm: true,
      replyTo: member.username,
      content: {
        subject: `${member.displayName} asked to join ${firm.name}`,
        heading: `${member.displayName} asked to join ${firm.name}`,
        paragraphs: [
          `${member.displayName} (${member.username}) registered as ${ROLE_NAMES[member.role] ?? 'a member'} and asked to join your firm. They see nothing of it until you approve them.`,
        ],
        action: { label: 'Review the request', url: appLink('/team') },
        footnotes: [`You get this mail because you run ${firm.name} on Clientline. If you do not know this person, reject the request.`],
      },
    });
  }
}

/** The answer to a request to join: approved (with where to sign in) or turned down. */
export async function queueJoinAnswerMail(member: UserRecord, organizationId: Types.ObjectId, approved: boolean): Promise<void> {
  const firm = await Organization.findOne({ _id: organizationId }).select('name practice').lean<Pick<OrganizationRecord, 'name' | 'practice'>>();
  if (!firm) return;
  await queueMail({
    key: `join-${approved ? 'approved' : 'declined'}:${member._id.toString()}:${organizationId.toString()}`,
    organizationId,
    to: member.username,
    fromFirm: true,
    content: approved
      ? {
          subject: `${firm.name} approved your request`,
          heading: `Welcome to ${firm.name}, ${member.displayName}`,
          paragraphs: [`${firm.name} approved your request to join it on Clientline. Sign in to see your ${member.role === 'client' ? practiceWords(firm.practice).plural : 'work'}.`],
          action: { label: 'Sign in', url: appLink(member.role === 'client' ? await signInPathOf({ ...member, organizationId }) : '/auth') },
        }
      : {
          subject: `Your request to join ${firm.name}`,
          heading: `Your request to join ${firm.name}`,
          paragraphs: [`${firm.name} did not approve your request to join it on Clientline. If you think this is a mistake, contact the firm directly.`],
        },
  });
}

/**
 * Ownership of the firm changed hands: the new owner is told what they now hold, the former owner what
 * they gave away and that they stay on as an admin. `handedOverAt` (the new owner's promotion) tells one
 * handover from a later one, and is the same when a half-done handover is finished by a retry.
 */
export async function queueOwnershipMails(
  organizationId: Types.ObjectId,
  formerOwner: Pick<UserRecord, '_id' | 'displayName' | 'username'>,
  newOwner: Pick<UserRecord, '_id' | 'displayName' | 'username'>,
  handedOverAt: Date,
): Promise<void> {
  const firm = await Organization.findOne({ _id: organizationId }).select('name').lean<{ name: string }>();
  const firmName = firm?.name ?? 'Your firm';
  const key = (recipient: Pick<UserRecord, '_id'>) =>
    `ownership:${organizationId.toString()}:${newOwner._id.toString()}:${handedOverAt.getTime()}:${recipient._id.toString()}`;
  await queueMail({
    key: key(newOwner),
    organizationId,
    to: newOwner.username,
    fromFirm: true,
    replyTo: formerOwner.username,
    content: {
      subject: `You now own ${firmName} on Clientline`,
      heading: `You now own ${firmName}, ${newOwner.displayName}`,
      paragraphs: [
        `${formerOwner.displayName} (${formerOwner.username}) handed ownership of ${firmName} on Clientline to you. You are now its owner: besides running the firm as before, only you can make colleagues admins and hand ownership on.`,
        `${formerOwner.displayName} stays on as an admin; you can change that on the Team screen.`,
      ],
      action: { label: 'Open the Team screen', url: appLink('/team') },
      footnotes: [`If you did not expect this, contact ${formerOwner.displayName}.`],
    },
  });
  await queueMail({
    key: key(formerOwner),
    organizationId,
    to: formerOwner.username,
    fromFirm: true,
    replyTo: newOwner.username,
    content: {
      subject: `You handed ${firmName} to ${newOwner.displayName}`,
      heading: `${newOwner.displayName} now owns ${firmName}`,
      paragraphs: [
        `You handed ownership of ${firmName} on Clientline to ${newOwner.displayName} (${newOwner.username}). You stay on as an admin: you can still run the firm, but only ${newOwner.displayName} can change admins or hand ownership on.`,
      ],
      footnotes: [`If this was not you, choose a new password at once with 'Forgot password?' on the sign-in page and contact ${newOwner.displayName}.`],
    },
  });
}

/**
 * The firm removed a team member: their access ended, and whom to ask (Reply-To the colleague who removed
 * them). `removedAt` tells one removal from a later one after a re-invitation.
 */
export async function queueAccessEndedMail(actor: Actor, member: UserRecord, removedAt: Date): Promise<void> {
  const [firm, remover] = await Promise.all([
    Organization.findOne({ _id: actor.organizationId }).select('name').lean<{ name: string }>(),
    User.findOne({ _id: actor.userId, organizationId: actor.organizationId }).select('displayName username').lean<Pick<UserRecord, 'displayName' | 'username'>>(),
  ]);
  const firmName = firm?.name ?? 'Your firm';
  const contact = remover ? `${remover.displayName} (${remover.username})` : firmName;
  await queueMail({
    key: `access-ended:${member._id.toString()}:${actor.organizationId.toString()}:${removedAt.getTime()}`,
    organizationId: actor.organizationId,
    to: member.username,
    fromFirm: true,
    replyTo: remover?.username,
    content: {
      subject: `Your access to ${firmName} has ended`,
      heading: `Your access to ${firmName} has ended`,
      paragraphs: [
        `${firmName} removed you from its team on Clientline, ${member.displayName}. You are signed out everywhere and can no longer sign in to see its clients, projects, messages or documents.`,
        `What you wrote and uploaded stays with the firm under your name. If you think this is a mistake, or you need access again, contact ${contact}: the firm can invite you again.`,
      ],
      footnotes: [`You get this mail because your Clientline account (${member.username}) was a member of ${firmName}.`],
    },
  });
}
