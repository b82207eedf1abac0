import type { z } from 'zod';
import { accessRemovedMessage, clientArchivedMessage, type changePasswordRequestSchema, type loginRequestSchema, type registerSchema } from '@clientline/contracts';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { Organization } from '../organizations/model';
import { createOrganization, findOrganizationByNameOrSlug } from '../organizations/service';
import { User, type UserRecord } from '../users/model';
import { ensureRoomForPendingRequest } from '../users/pending-requests';
import { queueJoinRequestMail, signInPathOf } from './account-mails';
import { sendRegistrationConfirmation } from './email-confirmation';
import { accountEvents } from './events';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { forgiveLoginAttempt, startLoginAttempt } from './throttle';
import { hashToken } from './tokens';

/** One message for every sign-in failure, so it never tells which part was wrong. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_ACCESS_LINK = 'This access link is invalid or has expired';

type RegisterInput = z.output<typeof registerSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordRequestSchema>;

// Identity lookups are the one place allowed to query users across organizations.
function findUserByUsername(username: string) {
  return User.findOne({ username }).setOptions({ unscoped: true }).lean<UserRecord>();
}

/**
 * An organization account creates its organization. A team member or client joins no organization:
 * they ask to join the one they name and stay `pending` until it approves them (see team/), within the
 * organization's cap of waiting requests. Either way the address is unproven until the mailed
 * confirmation link is used (auth/email-confirmation.ts).
 */
export async function register(input: RegisterInput): Promise<UserRecord> {
  const user = await createRegisteredAccount(input);
  await sendRegistrationConfirmation(user);
  return user;
}

/**
 * The demo firm's people (seed/): their example addresses are the operator's own data, so they are
 * created proven and mailed no confirmation link.
 */
export async function registerWithProvenAddress(input: RegisterInput): Promise<UserRecord> {
  const user = await createRegisteredAccount(input);
  const emailVerifiedAt = now();
  await User.updateOne({ _id: user._id }, { $set: { emailVerifiedAt } }).setOptions({ unscoped: true });
  return { ...user, emailVerifiedAt };
}

async function createRegisteredAccount(input: RegisterInput): Promise<UserRecord> {
  if (await findUserByUsername(input.username)) {
    throw new HttpError(409, 'An account with this email already exists', {
      errors: { username: 'An account with this email already exists' },
    });
  }

  if (input.role === 'organization') {
    const account = await newAccount(input);
    const organization = await createOrganization({ name: input.organizationName!, phoneNumber: input.phoneNumber, practice: input.practice });
    try {
      return (await User.create({ ...account, organizationId: organization._id, status: 'active' })).toObject();
    } catch (error) {
      // No transactions on a standalone server: undo the organization if its owner could not be created.
      await Organization.deleteOne({ _id: organization._id });
      throw error;
    }
  }

  const requested = input.organizationName ? await findOrganizationByNameOrSlug(input.organizationName) : null;
  if (input.organizationName && !requested) {
    throw new HttpError(400, 'No organization with this name', { errors: { organizationName: 'No organization with this name' } });
  }
  if (requested) await ensureRoomForPendingRequest(requested._id);
  const created = await User.create({
    ...(await newAccount(input)),
    organizationId: null,
    requestedOrganizationId: requested?._id ?? null,
    status: 'pending',
  });
  if (requested) {
    await ensureRoomForPendingRequest(requested._id, created._id);
    await queueJoinRequestMail(created.toObject(), requested._id);
    await accountEvents.emit('joinRequested', { member: created.toObject(), organizationId: requested._id });
  }
  return created.toObject();
}

async function newAccount(input: RegisterInput) {
  return { username: input.username, passwordHash: await hashPassword(input.password), role: input.role, displayName: input.displayName };
}

/**
 * Checks the credentials, throttled per account and per address. With `organizationName` (the
 * firm's public login page), a user of another organization fails exactly like a wrong password. A team
 * member the firm removed and a client it archived are refused with a 403 that says so.
 */
export async function authenticate(input: LoginInput, address: string): Promise<UserRecord> {
  const attempt = await startLoginAttempt(input.username, address);
  const user = await findUserByUsername(input.username);
  const passwordMatches = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  const organizationMatches = !input.organizationName || (await belongsToOrganization(user, input.organizationName));
  if (!user || !passwordMatches || !organizationMatches) throw new HttpError(401, INVALID_CREDENTIALS);
  await forgiveLoginAttempt(attempt);
  // Only once the password is proven right: a guesser learns nothing a wrong password would not tell.
  if (user.status === 'removed') throw new HttpError(403, accessRemovedMessage(await firmNameOf(user)));
  if (user.archivedAt) throw new HttpError(403, clientArchivedMessage(await firmNameOf(user)));
  return user;
}

async function firmNameOf(user: UserRecord): Promise<string> {
  const firm = user.organizationId ? await Organization.findOne({ _id: user.organizationId }).select('name').lean<{ name: string }>() : null;
  return firm?.name ?? 'the firm';
}

async function belongsToOrganization(user: UserRecord | null, organizationName: string): Promise<boolean> {
  const organization = await findOrganizationByNameOrSlug(organizationName);
  return Boolean(user?.organizationId && organization && user.organizationId.equals(organization._id));
}

/** The user a first-access token belongs to, if the token is valid and unused. */
export async function findUserByAccessToken(token: string): Promise<UserRecord | null> {
  const user = await User.findOne({ accessTokenHash: hashToken(token) }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user || !user.accessTokenExpiresAt || user.accessTokenExpiresAt.getTime() <= now().getTime()) return null;
  return user;
}

/**
 * Where to send someone holding a spent (used or expired) first-access link: their firm's login page,
 * when the link is known. Null for a link nobody was given (or one replaced by a newer invitation).
 */
export async function signInPathForSpentAccessToken(token: string): Promise<string | null> {
  const user = await User.findOne({ accessTokenHash: hashToken(token) }).setOptions({ unscoped: true }).lean<UserRecord>();
  return user ? signInPathOf(user) : null;
}

/** First access: the token stands in for the current password, once (a second request with it finds it gone). */
export async function setPasswordWithAccessToken(user: UserRecord, newPassword: string): Promise<UserRecord> {
  const unused = { accessTokenHash: user.accessTokenHash, accessTokenExpiresAt: user.accessTokenExpiresAt };
  // The link was mailed to the address: using it proves the address.
  const updated = await updatePassword(user, newPassword, unused, { passwordSetWith: 'invitation_link', emailVerifiedAt: now() });
  if (!updated) throw new HttpError(400, INVALID_ACCESS_LINK);
  return updated;
}

/** A signed-in user changing their password; a wrong current password counts as a failed sign-in. */
export async function changePassword(user: UserRecord, input: ChangePasswordInput, address: string): Promise<UserRecord> {
  const attempt = await startLoginAttempt(user.username, address);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', { errors: { currentPassword: 'Current password is incorrect' } });
  }
  await forgiveLoginAttempt(attempt);
  if (input.currentPassword === input.newPassword) {
    throw new HttpError(400, 'New password must be different from the current password', {
      errors: { newPassword: 'New password must be different from the current password' },
    });
  }
  const updated = await updatePassword(user, input.newPassword, {}, user.requiresPasswordChange ? { passwordSetWith: 'temporary_password' } : {});
  if (!updated) throw new HttpError(401, 'Please log in to continue');
  return updated;
}

/**
 * Sets the new password and uses up any first-access link: once the user chose a password, the link
 * must not set another. The link's hash stays, expired, so a spent link still tells which firm it was for. `condition` narrows which state of the user may be changed; null when none matches.
 */
async function updatePassword(
  user: UserRecord,
  newPassword: string,
  condition: Partial<UserRecord>,
  record: Partial<Pick<UserRecord, 'passwordSetWith' | 'emailVerifiedAt'>>,
): Promise<UserRecord | null> {
  const passwordHash = await hashPassword(newPassword);
  return User.findOneAndUpdate(
    { ...condition, _id: user._id },
    { $set: { passwordHash, requiresPasswordChange: false, accessTokenExpiresAt: null, ...record } },
    { returnDocument: 'after' },
  )
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
}

export async function completeOnboarding(userId: string): Promise<UserRecord> {
  const updated = await User.findOneAndUpdate({ _id: userId }, { $set: { firstLogin: false } }, { returnDocument: 'after' })
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!updated) throw new HttpError(401, 'Please log in to continue');
  return updated;
}
