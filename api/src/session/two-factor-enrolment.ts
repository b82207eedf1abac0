import type { Context, Next } from 'koa';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '@clientline/contracts';
import { now } from '../clock/clock';
import { readTwoFactorRequirement } from '../firm-settings/model';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../users/model';

/**
 * What a session may call while its person must still turn two-factor sign-in on: enrolling, and the rest of
 * Sign-in and security (their password, their sessions), their account, leaving. No firm data.
 */
const ALLOWED_CALLS = new Set([
  'GET /api/user',
  'POST /api/logout',
  'POST /api/user/two-factor/setup',
  'POST /api/user/two-factor/enable',
  'POST /api/change-password',
  'GET /api/user/sessions',
  'POST /api/user/sessions/end-others',
]);

function isAllowed(method: string, path: string): boolean {
  return ALLOWED_CALLS.has(`${method} ${path}`) || path.startsWith('/api/unsubscribe/') || (method === 'DELETE' && path.startsWith('/api/user/sessions/'));
}

export function hasTwoFactor(user: Pick<UserRecord, 'twoFactor'>): boolean {
  return Boolean(user.twoFactor?.enabledAt && user.twoFactor.secret);
}

/** Today in UTC as YYYY-MM-DD, the form the firm's "from" days are kept in. */
const todayUtc = () => now().toISOString().slice(0, 10);

/**
 * Whether the person's firm requires two-factor sign-in of them today (staff and clients each from their
 * own day) and they have not turned it on.
 */
export async function mustEnrolInTwoFactor(user: Pick<UserRecord, 'twoFactor' | 'organizationId' | 'role' | 'status'>): Promise<boolean> {
  if (hasTwoFactor(user) || !user.organizationId || user.status !== 'active') return false;
  return isRequiredByFirm(user);
}

/** Whether the firm requires two-factor sign-in of this person today (whether or not they have it). */
export async function isRequiredByFirm(user: Pick<UserRecord, 'organizationId' | 'role'>): Promise<boolean> {
  if (!user.organizationId) return false;
  const { staffFrom, clientsFrom } = await readTwoFactorRequirement(user.organizationId);
  const from = user.role === 'client' ? clientsFrom : staffFrom;
  return from !== null && from <= todayUtc();
}

/**
 * A person whose firm requires two-factor sign-in and who has not turned it on reaches nothing else: every
 * call but ALLOWED_CALLS is a 403 saying so, until they enrol. Runs after loadCurrentUser.
 */
export async function holdUnenrolledSessions(ctx: Context, next: Next): Promise<void> {
  const user = ctx.state.user;
  if (user && !isAllowed(ctx.method, ctx.path) && (await mustEnrolInTwoFactor(user))) {
    throw new HttpError(403, TWO_FACTOR_ENROLMENT_REQUIRED);
  }
  await next();
}
