import type { Context, Next } from 'koa';
import { REAUTHENTICATION_REQUIRED, REAUTHENTICATION_REQUIRED_MESSAGE } from '@clientline/contracts';
import { now } from '../clock/clock';
import { HttpError } from '../http/errors';
import { currentUser } from './current-user';

/** How long after the password was given (a sign-in, or POST /api/user/reauthenticate) a sensitive call needs no other. */
export const RECENT_AUTHENTICATION_MS = 10 * 60 * 1000;

/** Where the session keeps when its person last gave their password (ms). */
type SessionWithAuthentication = { authenticatedAt?: number };

/** Records on the session that its person gave their password (and code) now. */
export function stampAuthentication(ctx: Context): void {
  (ctx.session as SessionWithAuthentication).authenticatedAt = now().getTime();
}

function isRecent(ctx: Context): boolean {
  const at = (ctx.session as SessionWithAuthentication | null)?.authenticatedAt;
  return typeof at === 'number' && now().getTime() - at < RECENT_AUTHENTICATION_MS;
}

/**
 * For sensitive calls (handing over the firm, changing admins, the firm's sign-in and access rules, the
 * webhook token, the audit export): a session whose password is older than RECENT_AUTHENTICATION_MS is a 403
 * with the code REAUTHENTICATION_REQUIRED, so a browser left open, or a stolen session, cannot make them.
 * A session started before the stamp was kept has none, and is asked too.
 */
export async function requireRecentAuthentication(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  if (!isRecent(ctx)) throw new HttpError(403, REAUTHENTICATION_REQUIRED_MESSAGE, { code: REAUTHENTICATION_REQUIRED });
  await next();
}
