import type { Context, Next } from 'koa';
import type { Types } from 'mongoose';
import { TWO_FACTOR_ENROLMENT_REQUIRED } from '@clientline/contracts';
import { now } from '../clock/clock';
import { firmSettingsScope, organizationScope, versionsForRequest } from '../change-versions/model';
import { readTwoFactorRequirement, type TwoFactorRequirement } from '../firm-settings/model';
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

type Person = Pick<UserRecord, 'twoFactor' | 'organizationId' | 'role' | 'status'>;

/** Today in UTC as YYYY-MM-DD, the form the firm's "from" days are kept in. */
const todayUtc = () => now().toISOString().slice(0, 10);

/**
 * Whether the person's firm requires two-factor sign-in of them today (staff and clients each from their
 * own day) and they have not turned it on.
 */
export async function mustEnrolInTwoFactor(user: Person): Promise<boolean> {
  return mayBeHeld(user) && isRequiredByFirm(user);
}

/** Whether a firm's requirement can hold this person: an active member of a firm, without two-factor sign-in. */
function mayBeHeld(user: Person): user is Person & { organizationId: Types.ObjectId } {
  return !hasTwoFactor(user) && Boolean(user.organizationId) && user.status === 'active';
}

/** Whether the firm requires two-factor sign-in of this person today (whether or not they have it). */
export async function isRequiredByFirm(user: Pick<UserRecord, 'organizationId' | 'role'>): Promise<boolean> {
  if (!user.organizationId) return false;
  return requires(await readTwoFactorRequirement(user.organizationId), user);
}

function requires({ staffFrom, clientsFrom }: TwoFactorRequirement, user: Pick<UserRecord, 'role'>): boolean {
  const from = user.role === 'client' ? clientsFrom : staffFrom;
  return from !== null && from <= todayUtc();
}

/** Each firm's requirement as this process last read it, with the version of the firm's settings then. */
const requirements = new Map<string, { version: number; requirement: TwoFactorRequirement }>();
/** Firms whose requirement a process keeps (a few hundred bytes each); the least recently read go first. */
const FIRMS_KEPT = 10_000;

/**
 * The firm's requirement, read again only when its settings changed since this process last read it (their
 * version, firmSettingsScope, is read with the request's other change versions): every request of a person
 * without two-factor sign-in asked the database for it, a quarter of what an unchanged poll costs. The
 * version is read before the requirement, so a change racing the read is seen by the next request.
 */
async function requirementForRequest(ctx: Context, organizationId: Types.ObjectId): Promise<TwoFactorRequirement> {
  // With the firm's own version, which a poll of its data asks for next: one read for both.
  const [version] = await versionsForRequest((ctx.state.versionsRead ??= new Map()), [firmSettingsScope(organizationId), organizationScope(organizationId)]);
  const key = organizationId.toString();
  const kept = requirements.get(key);
  requirements.delete(key);
  if (kept && kept.version === version) {
    requirements.set(key, kept);
    return kept.requirement;
  }
  const requirement = await readTwoFactorRequirement(organizationId);
  requirements.set(key, { version: version!, requirement });
  if (requirements.size > FIRMS_KEPT) requirements.delete(requirements.keys().next().value!);
  return requirement;
}

/**
 * A person whose firm requires two-factor sign-in and who has not turned it on reaches nothing else: every
 * call but ALLOWED_CALLS is a 403 saying so, until they enrol. Runs after loadCurrentUser.
 */
export async function holdUnenrolledSessions(ctx: Context, next: Next): Promise<void> {
  const user = ctx.state.user;
  if (user && !isAllowed(ctx.method, ctx.path) && mayBeHeld(user) && requires(await requirementForRequest(ctx, user.organizationId), user)) {
    throw new HttpError(403, TWO_FACTOR_ENROLMENT_REQUIRED);
  }
  await next();
}
