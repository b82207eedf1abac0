import Router from '@koa/router';
import type { Context } from 'koa';
import type { Types } from 'mongoose';
import {
  disableTwoFactorSchema,
  twoFactorCodeSchema,
  twoFactorSignInSchema,
  type AuthResponse,
  type OkMessage,
  type TwoFactorRecoveryCodes,
} from '@clientline/contracts';
import { recordAudit, recordFailedSignIn, userObject } from '../audit/record';
import { now } from '../clock/clock';
import { shownAddress } from '../http/address';
import { HttpError } from '../http/errors';
import { requestUserAgent } from '../http/user-agent';
import { parseBody, parseId } from '../http/validate';
import type { AppSession } from '../koa-context';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions, startSession } from '../session';
import { currentActor, currentUser, requireFirmManager, requireUser } from '../session/current-user';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { presentCurrentUser } from './present';
import { queueSignInAlert } from './sign-in-alerts';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, resetTwoFactor, setUpTwoFactor, verifySecondFactor, type TwoFactorHolder } from './two-factor';

/** How long after the right password the code may be given, in the same browser. */
const SECOND_STEP_LIFETIME_MS = 5 * 60 * 1000;
export const SECOND_STEP_EXPIRED = 'Your sign-in took too long. Enter your email and password again.';

/**
 * Who gave the right password in this browser, and until when the second step may follow (not signed in).
 * The session store keeps `pendingUserId` beside the session, so ending that person's sessions (a password
 * change, a reset, "Sign out everywhere else") voids it too.
 */
type SessionWithSecondStep = AppSession & { pendingUserId?: string | undefined; passwordPassedUntil?: number | undefined };

/**
 * After the right password of an account with two-factor sign-in: the browser's session remembers who for a
 * few minutes, signed in as nobody (any earlier sign-in in this browser ends; a new session id).
 */
export async function awaitSecondFactor(ctx: Context, user: UserRecord, startedAt: Date): Promise<void> {
  if (!ctx.session) ctx.session = {};
  const session = ctx.session as SessionWithSecondStep;
  session.userId = undefined;
  session.pendingUserId = user._id.toString();
  session.passwordPassedUntil = startedAt.getTime() + SECOND_STEP_LIFETIME_MS;
  await session.regenerate();
}

/** The user who gave the right password in this browser less than SECOND_STEP_LIFETIME_MS ago, if any. */
function passwordPassedBy(ctx: Context, at: Date): string | null {
  const session = ctx.session as SessionWithSecondStep | null;
  return session?.pendingUserId && (session.passwordPassedUntil ?? 0) > at.getTime() ? session.pendingUserId : null;
}

export const twoFactorRouter = new Router();

/** The second step of signing in (on /auth and the firm's login page alike): a code, or a recovery code. */
twoFactorRouter.post('/api/login/two-factor', async (ctx) => {
  const factor = parseBody(twoFactorSignInSchema, ctx.request.body);
  const userId = passwordPassedBy(ctx, now());
  if (!userId) throw new HttpError(401, SECOND_STEP_EXPIRED);
  const user = await User.findOne({ _id: userId }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user || !isSignedInUser(user)) throw new HttpError(401, SECOND_STEP_EXPIRED);
  const used = await verifySecondFactor(user, factor.code !== undefined ? { code: factor.code } : { recoveryCode: factor.recoveryCode! }, ctx.ip).catch(
    recordFailedSignIn(user.username),
  );
  const session = ctx.session as SessionWithSecondStep;
  session.pendingUserId = undefined;
  session.passwordPassedUntil = undefined;
  const sessionId = await startSession(ctx, user);
  await queueSignInAlert(user, { sessionId, ip: shownAddress(ctx.ip), userAgent: requestUserAgent(ctx) });
  if (used === 'recovery-code') await recordAudit({ action: 'two_factor.recovery_code_used', actor: user, object: userObject(user) });
  await recordAudit({
    action: 'sign_in.succeeded',
    actor: user,
    object: userObject(user),
    detail: used === 'code' ? 'With two-factor sign-in' : 'With a recovery code',
  });
  ctx.body = { ok: true, message: 'Login successful', user: await presentCurrentUser(user) } satisfies AuthResponse;
});

twoFactorRouter.post('/api/user/two-factor/setup', requireUser, async (ctx) => {
  ctx.body = await setUpTwoFactor(currentUser(ctx));
});

twoFactorRouter.post('/api/user/two-factor/enable', requireUser, async (ctx) => {
  const { code } = parseBody(twoFactorCodeSchema, ctx.request.body);
  const recoveryCodes = await enableTwoFactor(currentUser(ctx), code, ctx.ip);
  await recordAudit({ action: 'two_factor.enabled', object: userObject(currentUser(ctx)) });
  ctx.body = { ok: true, message: 'Two-factor sign-in is on. Save your recovery codes now: they are shown only once.', recoveryCodes } satisfies TwoFactorRecoveryCodes;
});

twoFactorRouter.post('/api/user/two-factor/recovery-codes', requireUser, async (ctx) => {
  const { code } = parseBody(twoFactorCodeSchema, ctx.request.body);
  const recoveryCodes = await regenerateRecoveryCodes(currentUser(ctx), code, ctx.ip);
  await recordAudit({ action: 'two_factor.recovery_codes_regenerated', object: userObject(currentUser(ctx)) });
  ctx.body = { ok: true, message: 'New recovery codes made: the old ones no longer work. Save these now.', recoveryCodes } satisfies TwoFactorRecoveryCodes;
});

twoFactorRouter.post('/api/user/two-factor/disable', requireUser, async (ctx) => {
  const { password } = parseBody(disableTwoFactorSchema, ctx.request.body);
  const user = await disableTwoFactor(currentUser(ctx), password, ctx.ip);
  await recordAudit({ action: 'two_factor.disabled', object: userObject(user) });
  ctx.body = { ok: true, message: 'Two-factor sign-in is off', user: await presentCurrentUser(user) } satisfies AuthResponse;
});

/** The owner or an admin turns a person's two-factor sign-in off; the person's sessions end. */
async function reset(ctx: Context, holder: TwoFactorHolder, personId: Types.ObjectId): Promise<void> {
  const person = await resetTwoFactor(currentActor(ctx), personId, holder);
  disconnectSessions(await endOtherSessions(person._id.toString(), undefined));
  await recordAudit({ action: 'two_factor.reset', object: userObject(person), client: person.role === 'client' ? person : null });
  ctx.body = { ok: true, message: `Two-factor sign-in was reset for ${person.displayName}. They were signed out and told by mail.` } satisfies OkMessage;
}

twoFactorRouter.post('/api/team/members/:id/two-factor/reset', requireFirmManager, (ctx) => reset(ctx, 'member', parseId(ctx.params.id, 'Team member')));
twoFactorRouter.post('/api/clients/:id/two-factor/reset', requireFirmManager, (ctx) => reset(ctx, 'client', parseId(ctx.params.id, 'Client')));

// One person of a client's account (the spouse, the bookkeeper): only a person of that account of the firm.
twoFactorRouter.post('/api/clients/:id/people/:personId/two-factor/reset', requireFirmManager, async (ctx) => {
  const accountId = parseId(ctx.params.id, 'Client');
  const personId = parseId(ctx.params.personId, 'Person');
  const ofAccount = await User.exists({ _id: personId, organizationId: currentActor(ctx).organizationId, role: 'client', clientAccountId: accountId });
  if (!ofAccount) throw new HttpError(404, 'Person not found');
  await reset(ctx, 'client', personId);
});
