import Router from '@koa/router';
import {
  accessTokenSchema,
  changePasswordRequestSchema,
  confirmEmailSchema,
  emailConfirmationTokenSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  loginRequestSchema,
  notificationSettingsSchema,
  PASSWORD_RESET_DONE,
  registerSchema,
  resetPasswordRequestSchema,
  resetTokenSchema,
  TWO_FACTOR_CODE_PROMPT,
  type AuthResponse,
  type EmailConfirmationCheck,
  type EmailConfirmed,
  type OkMessage,
  type PasswordResetDone,
  type ResetLinkCheck,
} from '@clientline/contracts';
import { now } from '../clock/clock';
import { recordAudit, recordFailedSignIn, userObject } from '../audit/record';
import { shownAddress } from '../http/address';
import { HttpError } from '../http/errors';
import { requestUserAgent } from '../http/user-agent';
import { parseBody } from '../http/validate';
import { disconnectSessions } from '../realtime/hub';
import { endOtherSessions, startSession } from '../session';
import { currentUser, requireUser } from '../session/current-user';
import { hasTwoFactor } from '../session/two-factor-enrolment';
import type { UserRecord } from '../users/model';
import { Organization } from '../organizations/model';
import { withdrawJoinRequest } from '../users/pending-requests';
import { queuePasswordChangedMail, signInPathOf } from './account-mails';
import { findUserByResetToken, requestPasswordReset, resetPassword } from './password-reset';
import { presentCurrentUser, presentSignedIn } from './present';
import { checkEmailConfirmation, confirmEmail, resendRegistrationConfirmation } from './email-confirmation';
import { countRegistration } from './registration-limit';
import { saveNotificationSettings } from './notification-settings';
import { awaitSecondFactor, twoFactorRouter } from './two-factor-router';
import { queueSignInAlert } from './sign-in-alerts';
import { reauthenticationRouter } from './reauthentication-router';
import {
  authenticate,
  changePassword,
  completeOnboarding,
  findUserByAccessToken,
  INVALID_ACCESS_LINK,
  register,
  setPasswordWithAccessToken,
  signInPathForSpentAccessToken,
} from './service';

export const authRouter = new Router();

async function authResponse(message: string, user: UserRecord): Promise<AuthResponse> {
  return { ok: true, message, user: await presentCurrentUser(user) };
}

authRouter.post('/api/register', async (ctx) => {
  const input = parseBody(registerSchema, ctx.request.body);
  await countRegistration(ctx.ip);
  const user = await register(input);
  await startSession(ctx, user);
  ctx.status = 201;
  const confirm = `We sent a link to ${user.username}: open it to confirm your email address.`;
  ctx.body = await authResponse(
    user.status === 'pending'
      ? `Registration successful. You will see your organization once it approves your account. ${confirm}`
      : `Registration successful. ${confirm}`,
    user,
  );
});

/** "Send it again": a new link proving the signed-in person's address (the earlier one stops working). */
authRouter.post('/api/user/email-confirmation', requireUser, async (ctx) => {
  const user = currentUser(ctx);
  await resendRegistrationConfirmation(user);
  ctx.body = { ok: true, message: `We sent a new link to ${user.username}. It works for 7 days.` } satisfies OkMessage;
});

authRouter.post('/api/auth/confirm-email/check', async (ctx) => {
  const { token } = parseBody(emailConfirmationTokenSchema, ctx.request.body);
  const { address, change } = await checkEmailConfirmation(token);
  ctx.body = { ok: true, message: 'Confirmation link is valid', address, change } satisfies EmailConfirmationCheck;
});

authRouter.post('/api/auth/confirm-email', async (ctx) => {
  const { token, password } = parseBody(confirmEmailSchema, ctx.request.body);
  const { user, previousAddress } = await confirmEmail(token, password, ctx.ip);
  const changed = previousAddress !== user.username;
  ctx.body = {
    ok: true,
    message: changed ? `Your sign-in email is now ${user.username}.` : `Thank you: ${user.username} is confirmed.`,
    address: user.username,
    signInPath: await signInPathOf(user),
  } satisfies EmailConfirmed;
});

authRouter.post('/api/login', async (ctx) => {
  const input = parseBody(loginRequestSchema, ctx.request.body);
  const user = await authenticate(input, ctx.ip).catch(recordFailedSignIn(input.username));
  if (hasTwoFactor(user)) {
    await awaitSecondFactor(ctx, user, now());
    ctx.body = { ok: true, message: TWO_FACTOR_CODE_PROMPT, twoFactorRequired: true } satisfies AuthResponse;
    return;
  }
  const sessionId = await startSession(ctx, user);
  await queueSignInAlert(user, { sessionId, ip: shownAddress(ctx.ip), userAgent: requestUserAgent(ctx) });
  await recordAudit({ action: 'sign_in.succeeded', actor: user, object: userObject(user) });
  ctx.body = await authResponse('Login successful', user);
});

authRouter.post('/api/logout', async (ctx) => {
  // Null when the session idled out earlier in this request (loadCurrentUser ended it already).
  const sessionId = ctx.session?.externalKey;
  ctx.session = null;
  if (sessionId) disconnectSessions([sessionId]);
  if (ctx.state.user) await recordAudit({ action: 'sign_out', object: userObject(ctx.state.user) });
  ctx.body = { ok: true, message: 'Logged out' };
});

authRouter.get('/api/user', requireUser, async (ctx) => {
  ctx.body = { user: await presentSignedIn(currentUser(ctx), Boolean(ctx.state.previewBy)) };
});

/** A spent link also answers where its holder signs in (`signInPath`): their firm's own page. */
authRouter.post('/api/auth/validate-access-token', async (ctx) => {
  const { token } = parseBody(accessTokenSchema, ctx.request.body);
  const user = await findUserByAccessToken(token);
  if (!user) {
    ctx.status = 400;
    ctx.body = { message: INVALID_ACCESS_LINK, signInPath: await signInPathForSpentAccessToken(token) };
    return;
  }
  // The firm that sent the link, so the set-password screen says whose portal it opens.
  const firm = user.organizationId ? await Organization.findOne({ _id: user.organizationId }, { name: 1 }).lean<{ name: string }>() : null;
  ctx.body = {
    ok: true,
    message: 'Access link is valid',
    user: { username: user.username, displayName: user.displayName, role: user.role, organizationName: firm?.name ?? null },
  };
});

/**
 * Two callers: the Change Password dialog (signed in, current password) and the set-password screen
 * (signed out, `currentPassword` holds the first-access token). Either way the user's other sessions end.
 */
authRouter.post('/api/change-password', async (ctx) => {
  const input = parseBody(changePasswordRequestSchema, ctx.request.body);
  const tokenUser = await findUserByAccessToken(input.currentPassword);
  if (tokenUser) {
    const user = await setPasswordWithAccessToken(tokenUser, input.newPassword);
    disconnectSessions(await endOtherSessions(user._id.toString(), undefined));
    await queuePasswordChangedMail(user, 'first-access');
    await recordAudit({ action: 'password.changed', actor: user, object: userObject(user), detail: 'Chosen with a first-access link' });
    await startSession(ctx, user);
    ctx.body = await authResponse('Password set successfully', user);
    return;
  }
  if (!ctx.state.user) throw new HttpError(400, INVALID_ACCESS_LINK);
  const how = ctx.state.user.requiresPasswordChange ? 'temporary-password' : 'changed';
  const user = await changePassword(ctx.state.user, input, ctx.ip);
  disconnectSessions(await endOtherSessions(user._id.toString(), ctx.session.externalKey));
  await queuePasswordChangedMail(user, how);
  await recordAudit({ action: 'password.changed', actor: user, object: userObject(user) });
  ctx.body = await authResponse('Your password has been changed successfully.', user);
});

authRouter.post('/api/auth/forgot-password', async (ctx) => {
  const input = parseBody(forgotPasswordSchema, ctx.request.body);
  await requestPasswordReset(input, ctx.ip);
  ctx.body = { ok: true, message: FORGOT_PASSWORD_ANSWER } satisfies OkMessage;
});

authRouter.post('/api/auth/reset-password/check', async (ctx) => {
  const { token } = parseBody(resetTokenSchema, ctx.request.body);
  const user = await findUserByResetToken(token);
  ctx.body = { ok: true, message: 'Reset link is valid', user: { displayName: user.displayName } } satisfies ResetLinkCheck;
});

/** Ends every session of the user, this browser's too if it was theirs: they sign in again with the new password. */
authRouter.post('/api/auth/reset-password', async (ctx) => {
  const { token, newPassword } = parseBody(resetPasswordRequestSchema, ctx.request.body);
  const user = await resetPassword(token, newPassword);
  disconnectSessions(await endOtherSessions(user._id.toString(), undefined));
  if (ctx.state.user?._id.equals(user._id)) ctx.session = null;
  await queuePasswordChangedMail(user, 'reset');
  await recordAudit({ action: 'password.reset', actor: user, object: userObject(user) });
  ctx.body = { ok: true, message: PASSWORD_RESET_DONE, signInPath: await signInPathOf(user) } satisfies PasswordResetDone;
});

authRouter.put('/api/user/notification-settings', requireUser, async (ctx) => {
  const settings = parseBody(notificationSettingsSchema, ctx.request.body);
  const user = await saveNotificationSettings(currentUser(ctx), settings);
  ctx.body = await authResponse('Notification settings saved', user);
});

authRouter.post('/api/user/withdraw-join-request', requireUser, async (ctx) => {
  const user = await withdrawJoinRequest(currentUser(ctx));
  ctx.body = await authResponse('Your request was withdrawn', user);
});

authRouter.post('/api/user/complete-onboarding', requireUser, async (ctx) => {
  const user = await completeOnboarding(currentUser(ctx)._id.toString());
  ctx.body = await authResponse('Onboarding completed', user);
});

// Two-factor sign-in: enrolment, the second step of signing in, and the firm's resets.
authRouter.use(twoFactorRouter.routes());
authRouter.use(reauthenticationRouter.routes());
