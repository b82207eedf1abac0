import type { Context, Next } from 'koa';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../users/model';

export const CHANGE_TEMPORARY_PASSWORD_FIRST = 'Change your temporary password before continuing.';

/** What a session on a temporary password may call: its own account, setting or recovering a password, leaving. */
const ALLOWED_CALLS = new Set([
  'GET /api/user',
  'POST /api/change-password',
  'POST /api/logout',
  'POST /api/auth/validate-access-token',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/reset-password',
]);

/** One-click unsubscribe (activity-mail/router.ts) acts on its link's signed token alone, whoever's browser opens it. */
function isUnsubscribeLink(path: string): boolean {
  return path.startsWith('/api/unsubscribe/');
}

/** A client the firm added still signs in with the password the firm was shown (see auth/client-accounts.ts). */
export function mustChangePasswordFirst(user: Pick<UserRecord, 'requiresPasswordChange'> | undefined): boolean {
  return Boolean(user?.requiresPasswordChange);
}

/**
 * The firm knows a temporary password, so a session signed in with one acts for no one: every call but
 * ALLOWED_CALLS is a 403 until the password is changed. Runs after loadCurrentUser.
 */
export async function holdTemporaryPasswordSessions(ctx: Context, next: Next): Promise<void> {
  if (mustChangePasswordFirst(ctx.state.user) && !ALLOWED_CALLS.has(`${ctx.method} ${ctx.path}`) && !isUnsubscribeLink(ctx.path)) {
    throw new HttpError(403, CHANGE_TEMPORARY_PASSWORD_FIRST);
  }
  await next();
}
