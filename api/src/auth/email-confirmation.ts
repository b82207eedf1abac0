// Proof that a person reads mail at an address: a link mailed there (7 days, once), opened and confirmed
// with the account's password. Registration mails one for the account's own address; a firm's change of
// a client's email mails one for the new address, which becomes the sign-in email only once confirmed.
// The password makes the link alone worth nothing: the owner of a mailbox someone registered with (or a
// firm holding the new address) cannot confirm an account that is not theirs.
import mongoose from 'mongoose';
import { recordAudit, userObject } from '../audit/record';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { countRequest } from '../limits/attempt-counters';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions } from '../session';
import { hasProvenAddress, unprovenRegistrationFilter } from '../users/address-proof';
import { User, type UserRecord } from '../users/model';
import { queueAddressConfirmationMail } from './account-mails';
import { verifyPassword } from './passwords';
import { forgiveLoginAttempt, startLoginAttempt } from './throttle';
import { ACCESS_TOKEN_LIFETIME_MS, generateToken, hashToken } from './tokens';

export const INVALID_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired';
export const ADDRESS_ALREADY_CONFIRMED = 'Your email address is already confirmed';
const WRONG_PASSWORD = 'That password is not right';
const HOUR_MS = 60 * 60 * 1000;
/** Confirmation mails one account may ask for in an hour ("Send it again"). */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

/**
 * Frees `username` for a firm's new client, changed client email or team invitation: an unproven
 * registration with no firm of its own is deleted (it holds nothing: no firm, no data) and signed out.
 */
export async function claimUnprovenAddress(username: string): Promise<void> {
  const squatter = await User.findOneAndDelete(unprovenRegistrationFilter(username)).setOptions({ unscoped: true }).lean<UserRecord>();
  if (squatter) disconnectSessions(await endOtherSessions(squatter._id.toString(), undefined));
}

/** A new confirmation link for `address` on the user (replacing any earlier one); the token is only ever mailed. */
export async function startEmailConfirmation(user: Pick<UserRecord, '_id'>, address: string): Promise<{ token: string; tokenHash: string }> {
  const token = generateToken();
  const tokenHash = hashToken(token);
  const emailConfirmation = { address, tokenHash, expiresAt: new Date(now().getTime() + ACCESS_TOKEN_LIFETIME_MS) };
  await User.updateOne({ _id: user._id }, { $set: { emailConfirmation } }).setOptions({ unscoped: true });
  return { token, tokenHash };
}

/** Mails a registrant the link that proves their address. */
export async function sendRegistrationConfirmation(user: UserRecord): Promise<void> {
  const { token, tokenHash } = await startEmailConfirmation(user, user.username);
  await queueAddressConfirmationMail(user, token, tokenHash);
}

/** "Send it again" for a signed-in person whose address is unproven, a few times an hour. */
export async function resendRegistrationConfirmation(user: UserRecord): Promise<void> {
  if (hasProvenAddress(user)) throw new HttpError(409, ADDRESS_ALREADY_CONFIRMED);
  const secondsLeft = await countRequest(`email-confirmation:${user._id.toString()}`, CONFIRMATION_MAILS_PER_HOUR, HOUR_MS, now().getTime());
  if (secondsLeft > 0) {
    throw new HttpError(429, `Too many confirmation mails asked for. Try again in ${Math.ceil(secondsLeft / 60)} minutes.`, {
      headers: { 'Retry-After': String(secondsLeft) },
    });
  }
  await sendRegistrationConfirmation(user);
}

async function findByConfirmationToken(token: string): Promise<UserRecord> {
  const user = await User.findOne({ 'emailConfirmation.tokenHash': hashToken(token) }).setOptions({ unscoped: true }).lean<UserRecord>();
  const confirmation = user?.emailConfirmation;
  if (!user || !confirmation || confirmation.expiresAt.getTime() <= now().getTime() || user.status === 'removed') {
    throw new HttpError(400, INVALID_CONFIRMATION_LINK);
  }
  return user;
}

/** What a confirmation link is for, shown before the password is asked: the address and whether it is a change. */
export async function checkEmailConfirmation(token: string): Promise<{ address: string; change: boolean }> {
  const user = await findByConfirmationToken(token);
  return { address: user.emailConfirmation!.address, change: user.emailConfirmation!.address !== user.username };
}

/**
 * Proves the link's address with the account's password (a wrong one counts as a failed sign-in). A new
 * address becomes the sign-in email; any reset link mailed to the old one stops working.
 */
export async function confirmEmail(token: string, password: string, ip: string): Promise<{ user: UserRecord; previousAddress: string }> {
  const user = await findByConfirmationToken(token);
  const attempt = await startLoginAttempt(user.username, ip);
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, WRONG_PASSWORD, { errors: { password: WRONG_PASSWORD } });
  await forgiveLoginAttempt(attempt);

  const { address, tokenHash } = user.emailConfirmation!;
  const changing = address !== user.username;
  if (changing) await claimUnprovenAddress(address);
  let confirmed: UserRecord | null;
  try {
    confirmed = await User.findOneAndUpdate(
      { _id: user._id, 'emailConfirmation.tokenHash': tokenHash, status: mongoose.trusted({ $ne: 'removed' }) },
      {
        $set: {
          username: address,
          emailVerifiedAt: now(),
          emailConfirmation: null,
          ...(changing && { passwordResetTokenHash: null, passwordResetExpiresAt: null }),
        },
      },
      { returnDocument: 'after' },
    )
      .setOptions({ unscoped: true })
      .lean<UserRecord>();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new HttpError(409, 'Another account uses this email now: ask your firm to change it again');
    throw error;
  }
  if (!confirmed) throw new HttpError(400, INVALID_CONFIRMATION_LINK);
  await recordAudit({
    action: 'email.confirmed',
    organizationId: confirmed.organizationId,
    actor: confirmed,
    object: userObject(confirmed),
    detail: changing ? `Email: ${user.username} → ${address}` : null,
  });
  return { user: confirmed, previousAddress: user.username };
}
