// Password recovery for every account, after the OWASP Forgot Password cheat sheet: the same answer at
// about the same time whether or not the address has an account; a random token stored only as a hash,
// single use, valid 30 minutes; limited per address and per account.
import { setTimeout as delay } from 'node:timers/promises';
import mongoose from 'mongoose';
import type { z } from 'zod';
import { INVALID_RESET_LINK, type forgotPasswordSchema } from '@clientline/contracts';
import { recordAudit, userObject } from '../audit/record';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { countRequest } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';
import { findOrganizationByNameOrSlug } from '../organizations/service';
import { User, type UserRecord } from '../users/model';
import { queuePasswordResetMail } from './account-mails';
import { hashPassword } from './passwords';
import { generateToken, hashToken } from './tokens';

export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Reset mails one account may get in an hour; past it, asking answers the same and mails nothing. */
export const RESET_MAILS_PER_ACCOUNT_PER_HOUR = 3;
/** Requests one address may make in an hour, whatever the accounts. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 10;
/** Every answer takes at least this long, so its time does not tell whether a mail was queued. */
const ANSWER_FLOOR_MS = 400;

type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/**
 * A team member the firm removed keeps their account only so what they did stays attributed to them: no
 * link may give them a way back in (the firm invites them again if it wants them back).
 */
const mayRecover = (user: UserRecord) => user.status !== 'removed';

/**
 * Mails a reset link to the account that uses `email` (on a firm's login page, only to that firm's
 * accounts; never to a removed member). Answers nothing about whether it did; refuses only an address
 * that asks too often (429).
 */
export async function requestPasswordReset({ email, organizationName }: ForgotPasswordInput, ip: string): Promise<void> {
  const started = Date.now();
  const secondsLeft = await countRequest(`password-reset-address:${addressForLimits(ip)}`, RESET_REQUESTS_PER_ADDRESS_PER_HOUR, HOUR_MS, now().getTime());
  if (secondsLeft > 0) {
    throw new HttpError(429, `Too many password reset requests. Try again in ${Math.ceil(secondsLeft / 60)} minutes.`, {
      headers: { 'Retry-After': String(secondsLeft) },
    });
  }
  // Counted for every address asked about, so an unknown one costs the same work as a known one.
  const accountOverLimit = (await countRequest(`password-reset-account:${email}`, RESET_MAILS_PER_ACCOUNT_PER_HOUR, HOUR_MS, now().getTime())) > 0;
  const user = await User.findOne({ username: email }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (user && mayRecover(user) && !accountOverLimit && (await mayResetFrom(user, organizationName))) {
    const token = generateToken();
    const tokenHash = hashToken(token);
    await User.updateOne(
      { _id: user._id },
      { $set: { passwordResetTokenHash: tokenHash, passwordResetExpiresAt: new Date(now().getTime() + RESET_LINK_LIFETIME_MS) } },
    ).setOptions({ unscoped: true });
    await queuePasswordResetMail(user, token, tokenHash);
    await recordAudit({ action: 'password.reset_requested', organizationId: user.organizationId, actor: null, object: userObject(user) });
  }
  await delay(Math.max(0, ANSWER_FLOOR_MS - (Date.now() - started)));
}

/** On a firm's login page only that firm's accounts are mailed; elsewhere any account. */
async function mayResetFrom(user: UserRecord, organizationName: string | undefined): Promise<boolean> {
  if (!organizationName) return true;
  const organization = await findOrganizationByNameOrSlug(organizationName);
  return Boolean(organization && user.organizationId?.equals(organization._id));
}

/** The firm's "Send password reset" for one of its clients: a link mailed at once (no per-address limit). */
export async function sendPasswordResetTo(user: UserRecord, firmName: string): Promise<void> {
  const token = generateToken();
  const tokenHash = hashToken(token);
  await User.updateOne(
    { _id: user._id, organizationId: user.organizationId },
    { $set: { passwordResetTokenHash: tokenHash, passwordResetExpiresAt: new Date(now().getTime() + RESET_LINK_LIFETIME_MS) } },
  );
  await queuePasswordResetMail(user, token, tokenHash, firmName);
}

/** The user a reset token belongs to while it is unused and unexpired, and they were not removed since it was mailed. */
export async function findUserByResetToken(token: string): Promise<UserRecord> {
  const user = await User.findOne({ passwordResetTokenHash: hashToken(token) }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user?.passwordResetExpiresAt || user.passwordResetExpiresAt.getTime() <= now().getTime() || !mayRecover(user)) {
    throw new HttpError(400, INVALID_RESET_LINK);
  }
  return user;
}

/**
 * Sets the new password with the token, once: the update matches only while the token is still the
 * user's and they are not removed, so a second use (or a race of two, or with the removal) finds nothing.
 * Uses up any first-access link too.
 */
export async function resetPassword(token: string, newPassword: string): Promise<UserRecord> {
  const user = await findUserByResetToken(token);
  const updated = await User.findOneAndUpdate(
    { _id: user._id, passwordResetTokenHash: user.passwordResetTokenHash, status: mongoose.trusted({ $ne: 'removed' }) },
    {
      $set: {
        passwordHash: await hashPassword(newPassword),
        requiresPasswordChange: false,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
        accessTokenExpiresAt: null,
        // The link was mailed to the address: using it proves the address.
        emailVerifiedAt: now(),
      },
    },
    { returnDocument: 'after' },
  )
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!updated) throw new HttpError(400, INVALID_RESET_LINK);
  return updated;
}
