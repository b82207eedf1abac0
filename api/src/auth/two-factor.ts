// Two-factor sign-in with an authenticator app (TOTP, RFC 6238): docs/api.md, "Two-factor sign-in".
import { randomInt } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_REQUIRED_BY_FIRM, type Role, type TwoFactorSetup } from '@clientline/contracts';
import { isFirmOwner, type Actor } from '../actor/actor';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { countAttempt, takeBackAttempt, type CountedAttempt } from '../limits/attempt-counters';
import { endHalfFinishedSignIns } from '../session/store';
import { hasTwoFactor, isRequiredByFirm } from '../session/two-factor-enrolment';
import { User, type StoredTwoFactor, type UserRecord } from '../users/model';
import { verifyPassword } from './passwords';
import { forgiveLoginAttempt, startLoginAttempt } from './throttle';
import { hashToken } from './tokens';
import { queueTwoFactorMail } from './two-factor-mails';

const ISSUER = 'Clientline';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted too: phones' clocks drift. */
const WINDOW_STEPS = 1;
/** A key set up and not confirmed within an hour must be set up again. */
const PENDING_LIFETIME_MS = 60 * 60 * 1000;

export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
/** A right code of a time step already used (a second device within the same 30 seconds): no failure. */
export const CODE_JUST_USED = 'That code was just used. Wait for the next code and enter it.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right, or was already used.';
export const TWO_FACTOR_OFF = 'Two-factor sign-in is not on for your account.';

const OFF: StoredTwoFactor = { enabledAt: null, secret: null, pendingSecret: null, pendingSince: null, lastUsedStep: null, recoveryCodeHashes: [] };

function totpOf(username: string, secret: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The time step a code is right for (around the clock's now), or null. */
function stepOfCode(username: string, secret: string, code: string): number | null {
  const timestamp = now().getTime();
  const delta = totpOf(username, secret).validate({ token: code, timestamp, window: WINDOW_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/**
 * Accepts a code of the person's confirmed key once: the step it is for is recorded with a write that
 * succeeds only if no code of that step or a later one was accepted before, so a replayed code (even two
 * requests at once) is refused. 'used': right, but for a step already used (or an earlier one).
 */
async function useCode(user: UserRecord, code: string): Promise<'accepted' | 'used' | 'wrong'> {
  const secret = user.twoFactor?.secret;
  if (!secret) return 'wrong';
  const step = stepOfCode(user.username, secret, code);
  if (step === null) return 'wrong';
  // Turning it on records the step of its code, so a confirmed key always has a last step.
  const claimed = await User.updateOne(
    { _id: user._id, 'twoFactor.secret': secret, 'twoFactor.lastUsedStep': mongoose.trusted({ $lt: step }) },
    { $set: { 'twoFactor.lastUsedStep': step } },
  ).setOptions({ unscoped: true });
  return claimed.modifiedCount === 1 ? 'accepted' : 'used';
}

// Easy to read aloud and type: no 0/o, 1/l/i.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7dm-q2xh-p9tw`, and their hashes (only the hashes are kept). */
function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')).join('-'),
  );
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, '')}`);
}

async function reload(userId: Types.ObjectId): Promise<UserRecord> {
  const user = await User.findOne({ _id: userId }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user) throw new HttpError(401, 'Please log in to continue');
  return user;
}

/** A new key, kept pending on the person until a code of it turns two-factor sign-in on. */
export async function setUpTwoFactor(user: UserRecord): Promise<TwoFactorSetup> {
  if (hasTwoFactor(user)) throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first to set up a new authenticator app.');
  const secret = new Secret({ size: 20 }).base32;
  await User.updateOne({ _id: user._id }, { $set: { 'twoFactor.pendingSecret': secret, 'twoFactor.pendingSince': now() } }).setOptions({ unscoped: true });
  const otpauthUrl = totpOf(user.username, secret).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { ok: true, message: 'Scan the QR code with your authenticator app, then enter the code it shows', secret, otpauthUrl, qrSvg };
}

/**
 * Turns two-factor sign-in on with a code of the pending key; answers the recovery codes (shown once).
 * A wrong code counts as a failed sign-in (auth/throttle.ts).
 */
export async function enableTwoFactor(user: UserRecord, code: string, address: string): Promise<string[]> {
  if (hasTwoFactor(user)) throw new HttpError(409, 'Two-factor sign-in is already on.');
  const pending = user.twoFactor?.pendingSecret;
  const since = user.twoFactor?.pendingSince;
  if (!pending || !since || now().getTime() - since.getTime() > PENDING_LIFETIME_MS) {
    throw new HttpError(400, 'Set up two-factor sign-in again: the key was not confirmed within an hour.');
  }
  const attempt = await startLoginAttempt(user.username, address);
  const step = stepOfCode(user.username, pending, code);
  if (step === null) throw new HttpError(400, WRONG_CODE, { errors: { code: WRONG_CODE } });
  await forgiveLoginAttempt(attempt);
  const { codes, hashes } = newRecoveryCodes();
  const enabled: StoredTwoFactor = { enabledAt: now(), secret: pending, pendingSecret: null, pendingSince: null, lastUsedStep: step, recoveryCodeHashes: hashes };
  const updated = await User.updateOne({ _id: user._id, 'twoFactor.pendingSecret': pending }, { $set: { twoFactor: enabled } }).setOptions({ unscoped: true });
  if (updated.modifiedCount !== 1) throw new HttpError(409, 'Two-factor sign-in was set up again in another window. Use the newest QR code.');
  await queueTwoFactorMail(user, 'enabled');
  return codes;
}

/** New recovery codes for a code of the app; the old ones stop working. */
export async function regenerateRecoveryCodes(user: UserRecord, code: string, address: string): Promise<string[]> {
  if (!hasTwoFactor(user)) throw new HttpError(400, TWO_FACTOR_OFF);
  const attempt = await startLoginAttempt(user.username, address);
  const outcome = await useCode(user, code);
  if (outcome === 'wrong') throw new HttpError(400, WRONG_CODE, { errors: { code: WRONG_CODE } });
  await forgiveLoginAttempt(attempt);
  if (outcome === 'used') throw new HttpError(400, CODE_JUST_USED, { errors: { code: CODE_JUST_USED } });
  const { codes, hashes } = newRecoveryCodes();
  await User.updateOne({ _id: user._id }, { $set: { 'twoFactor.recoveryCodeHashes': hashes } }).setOptions({ unscoped: true });
  await queueTwoFactorMail(user, 'recovery-codes-regenerated');
  return codes;
}

/** Turns it off with the account's password, unless the firm requires it of the person. */
export async function disableTwoFactor(user: UserRecord, password: string, address: string): Promise<UserRecord> {
  if (!hasTwoFactor(user)) throw new HttpError(400, TWO_FACTOR_OFF);
  if (await isRequiredByFirm(user)) throw new HttpError(400, TWO_FACTOR_REQUIRED_BY_FIRM);
  const attempt = await startLoginAttempt(user.username, address);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, 'Password is incorrect', { errors: { password: 'Password is incorrect' } });
  }
  await forgiveLoginAttempt(attempt);
  await User.updateOne({ _id: user._id }, { $set: { twoFactor: OFF } }).setOptions({ unscoped: true });
  await queueTwoFactorMail(user, 'disabled');
  return reload(user._id);
}

export type SecondFactor = { code: string; recoveryCode?: undefined } | { recoveryCode: string; code?: undefined };

/**
 * Wrong second factors of one account from any addresses, in 15-minute windows opened by the first: the
 * per-address sign-in limits (auth/throttle.ts) alone would give N addresses N times the guesses. The one
 * that reaches the limit voids the account's half-finished sign-ins and mails the person (whoever it is
 * knows the password); until the window ends, every second step of the account is refused unchecked.
 */
export const MAX_WRONG_SECOND_FACTORS_PER_ACCOUNT = 5;
const SECOND_FACTOR_WINDOW_MS = 15 * 60 * 1000;

function tooManyWrongCodes(secondsLeft: number): HttpError {
  return new HttpError(429, `Too many wrong codes. Enter your email and password again in ${Math.ceil(secondsLeft / 60)} minutes.`, {
    headers: { 'Retry-After': String(secondsLeft) },
  });
}

/**
 * The second step of a sign-in (and of confirming who one is): a code of the app (once per time step) or
 * one unused recovery code (spent by the same write that accepts it). Wrong ones count as failed sign-ins,
 * like wrong passwords, and against the account's own limit; a right code already used does not.
 */
export async function verifySecondFactor(user: UserRecord, factor: SecondFactor, address: string): Promise<'code' | 'recovery-code'> {
  const attempt = await startLoginAttempt(user.username, address);
  const onAccount = [`second-factor-account:${user._id.toString()}`];
  const [{ count, secondsLeft }] = (await countAttempt(onAccount, SECOND_FACTOR_WINDOW_MS, now().getTime())) as [CountedAttempt];
  if (count > MAX_WRONG_SECOND_FACTORS_PER_ACCOUNT) {
    await forgiveLoginAttempt(attempt);
    await endHalfFinishedSignIns(user._id.toString());
    throw tooManyWrongCodes(secondsLeft);
  }
  const refuse = async (wrong: HttpError): Promise<never> => {
    if (count < MAX_WRONG_SECOND_FACTORS_PER_ACCOUNT) throw wrong;
    await endHalfFinishedSignIns(user._id.toString());
    await queueTwoFactorMail(user, 'too-many-wrong-codes');
    throw tooManyWrongCodes(secondsLeft);
  };
  const forgive = () => Promise.all([forgiveLoginAttempt(attempt), takeBackAttempt(onAccount)]);
  if (factor.code !== undefined) {
    const outcome = await useCode(user, factor.code);
    if (outcome === 'wrong') return refuse(new HttpError(401, WRONG_CODE, { errors: { code: WRONG_CODE } }));
    await forgive();
    if (outcome === 'used') throw new HttpError(400, CODE_JUST_USED, { errors: { code: CODE_JUST_USED } });
    return 'code';
  }
  const hash = hashRecoveryCode(factor.recoveryCode);
  const spent = await User.updateOne(
    { _id: user._id, 'twoFactor.recoveryCodeHashes': hash },
    { $pull: { 'twoFactor.recoveryCodeHashes': hash } },
  ).setOptions({ unscoped: true });
  if (spent.modifiedCount !== 1) return refuse(new HttpError(401, WRONG_RECOVERY_CODE, { errors: { recoveryCode: WRONG_RECOVERY_CODE } }));
  await forgive();
  const after = await reload(user._id);
  await queueTwoFactorMail(after, 'recovery-code-used', { codesLeft: after.twoFactor?.recoveryCodeHashes.length ?? 0 });
  return 'recovery-code';
}

export type TwoFactorHolder = 'member' | 'client';

export const CANNOT_RESET_YOUR_OWN = 'You cannot reset your own two-factor sign-in. Turn it off from Sign-in and security, or ask the firm to reset it.';
export const ONLY_OWNER_RESETS_ADMINS = "Only the firm's owner can reset an admin's two-factor sign-in.";
export const OWNER_RESETS_OWN = "Nobody can reset the owner's two-factor sign-in: they sign in with one of their recovery codes.";

/**
 * The owner or an admin turns two-factor sign-in off for a team member or a client of their own firm
 * (someone who lost their phone and codes); the person is mailed. Only the owner resets an admin's, nobody
 * the owner's (docs/api.md says how the server's operator can), nor their own (it would get round the
 * firm's requirement). Anyone outside the firm is 404. The caller ends the person's sessions.
 */
export async function resetTwoFactor(actor: Actor, personId: Types.ObjectId, holder: TwoFactorHolder): Promise<UserRecord> {
  const roles: Role[] = holder === 'client' ? ['client'] : ['organization', 'team_member'];
  const notFound = holder === 'client' ? 'Client not found' : 'Team member not found';
  const person = await User.findOne({
    _id: personId,
    organizationId: actor.organizationId,
    role: mongoose.trusted({ $in: roles }),
    status: 'active',
  }).lean<UserRecord>();
  if (!person) throw new HttpError(404, notFound);
  if (person._id.equals(actor.userId)) throw new HttpError(403, CANNOT_RESET_YOUR_OWN);
  if (isFirmOwner(person)) throw new HttpError(403, OWNER_RESETS_OWN);
  if (person.isAdmin === true && !isFirmOwner(actor)) throw new HttpError(403, ONLY_OWNER_RESETS_ADMINS);
  if (!hasTwoFactor(person)) throw new HttpError(400, `${person.displayName} does not use two-factor sign-in.`);
  await User.updateOne({ _id: person._id, organizationId: actor.organizationId }, { $set: { twoFactor: OFF } });
  await queueTwoFactorMail(person, 'reset');
  return person;
}

/**
 * For the server's operator (`npm run reset-owner-two-factor -w api -- <email>`): turns off the two-factor
 * sign-in of a firm's owner who lost both their phone and their recovery codes, and mails them. Only an
 * owner's: the owner resets anyone else's. The caller ends their sessions and writes the trail's entry.
 */
export async function resetOwnerTwoFactor(email: string): Promise<UserRecord> {
  const owner = await User.findOne({ username: email.trim().toLowerCase(), role: 'organization' }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!owner) throw new HttpError(404, `No firm's owner signs in as ${email}. Another person's two-factor sign-in is reset by their firm's owner.`);
  if (!hasTwoFactor(owner)) throw new HttpError(400, `${owner.displayName} does not use two-factor sign-in.`);
  await User.updateOne({ _id: owner._id }, { $set: { twoFactor: OFF } }).setOptions({ unscoped: true });
  await queueTwoFactorMail(owner, 'reset-by-operator');
  return owner;
}
