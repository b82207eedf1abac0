// A firm's change of the email of a person of a client account, the same for every person: the primary
// person's from Edit client (PATCH /api/clients/{id}), anyone's from Edit person (PATCH
// /api/clients/{id}/people/{personId}).
import mongoose from 'mongoose';
import type { Actor } from '../actor/actor';
import { recordAudit, type AuditObject } from '../audit/record';
import { queueClientInvitation, queueEmailChangeMails } from '../auth/account-mails';
import { EMAIL_TAKEN, renewPersonAccess } from '../auth/client-accounts';
import { claimUnprovenAddress, startEmailConfirmation } from '../auth/email-confirmation';
import type { ClientAccountRecord } from '../client-accounts/model';
import { now as clockNow } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { User, type UserRecord } from '../users/model';
import { clientAccess } from './access-state';

export const NO_EMAIL_CHANGE_WAITING = 'This client has no email change waiting';

/**
 * What became of a new email: `changed` at once (a person who never chose a password, and was never invited
 * either), `reinvited` (changed at once, and invited again there), `waiting` for the person to confirm it.
 */
export type EmailChange = 'changed' | 'reinvited' | 'waiting';

type AccountNamed = Pick<ClientAccountRecord, '_id' | 'name'>;

function emailTaken(): HttpError {
  return new HttpError(409, EMAIL_TAKEN, { errors: { username: EMAIL_TAKEN } });
}

/** The new address a person has yet to confirm (a firm's change of their email), while its link works. */
export function pendingEmailOf(person: Pick<UserRecord, 'username' | 'emailConfirmation'>, now: Date): string | null {
  const confirmation = person.emailConfirmation;
  if (!confirmation || confirmation.address === person.username || confirmation.expiresAt.getTime() <= now.getTime()) return null;
  return confirmation.address;
}

/**
 * Refuses (409 on `username`) an address another account uses: emails are unique across the product. An
 * unproven registration holding it gives it up first.
 */
export async function claimNewEmail(person: Pick<UserRecord, '_id'>, address: string): Promise<void> {
  await claimUnprovenAddress(address);
  if (await User.exists({ username: address, _id: mongoose.trusted({ $ne: person._id }) }).setOptions({ unscoped: true })) throw emailTaken();
}

/**
 * Moves `person` (as renamed by the same edit, if it was) to `address`, claimed first with claimNewEmail.
 * A person who chose their own password keeps their email until they confirm the new one from a link mailed
 * there (with their password), and the old address is told: otherwise the firm could move the account to an
 * address it reads and take it over with a password reset; recorded as `client.email_change_requested` on
 * `object`. Anyone else's changes at once (the caller records it with the edit's other changes), and one who
 * was invited is invited again at the new address (a new first-access link; the old one stops working),
 * since the invitation went to the wrong one.
 */
export async function changeEmail(actor: Actor, account: AccountNamed, person: UserRecord, address: string, object: AuditObject): Promise<EmailChange> {
  if (!person.requiresPasswordChange) {
    const { token, tokenHash } = await startEmailConfirmation(person, address);
    await queueEmailChangeMails(person, address, token, tokenHash);
    const client = { _id: account._id, displayName: account.name };
    await recordAudit({ action: 'client.email_change_requested', object, client, detail: `Email: ${person.username} → ${address}` });
    return 'waiting';
  }
  let moved: UserRecord | null;
  try {
    moved = await User.findOneAndUpdate(
      { _id: person._id, organizationId: actor.organizationId, role: 'client' },
      { $set: { username: address, emailVerifiedAt: null, emailConfirmation: null } },
      { returnDocument: 'after' },
    ).lean<UserRecord>();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw emailTaken();
    throw error;
  }
  if (!moved) throw new HttpError(404, 'Client not found');
  if (clientAccess(person, clockNow()) === 'not_invited') return 'changed';
  await queueClientInvitation(actor, await renewPersonAccess(actor, moved, account._id));
  return 'reinvited';
}

/**
 * Withdraws the email change that waits for `person` before they confirm it: its link stops working and the
 * email stays (409 when none waits, or it was confirmed or changed again meanwhile). Recorded as
 * `client.email_change_cancelled` on `object`.
 */
export async function cancelEmailChangeOf(actor: Actor, account: AccountNamed, person: UserRecord, object: AuditObject): Promise<{ message: string }> {
  const pendingEmail = pendingEmailOf(person, clockNow());
  if (!pendingEmail) throw new HttpError(409, NO_EMAIL_CHANGE_WAITING);
  const cancelled = await User.findOneAndUpdate(
    { _id: person._id, organizationId: actor.organizationId, role: 'client', 'emailConfirmation.tokenHash': person.emailConfirmation!.tokenHash },
    { $set: { emailConfirmation: null } },
    { returnDocument: 'after' },
  ).lean<UserRecord>();
  if (!cancelled) throw new HttpError(409, NO_EMAIL_CHANGE_WAITING);
  await recordAudit({
    action: 'client.email_change_cancelled',
    object,
    client: { _id: account._id, displayName: account.name },
    detail: `Email stays ${cancelled.username} (not ${pendingEmail})`,
  });
  return { message: `The change to ${pendingEmail} was cancelled. The email stays ${cancelled.username}.` };
}
