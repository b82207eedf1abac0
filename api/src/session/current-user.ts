import type { Context, Next } from 'koa';
import type { Role } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import { User, type UserRecord } from '../users/model';

/** Sets `ctx.state.user` from the session (a deleted user counts as signed out). */
export async function loadCurrentUser(ctx: Context, next: Next): Promise<void> {
  const userId = ctx.session.userId;
  if (userId) {
    ctx.state.user = (await User.findById(userId).setOptions({ unscoped: true }).lean<UserRecord>()) ?? undefined;
  }
  await next();
}

/** The signed-in user, or a 401. Use in handlers after requireUser/requireRole. */
export function currentUser(ctx: Context): UserRecord {
  const user = ctx.state.user;
  if (!user) throw new HttpError(401, 'Please log in to continue');
  return user;
}

export async function requireUser(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  await next();
}

/**
 * Signed in, with one of `roles`, and a member of an organization (a pending team member or client
 * is refused until approved).
 */
export function requireRole(...roles: Role[]) {
  return async function requireRoleMiddleware(ctx: Context, next: Next): Promise<void> {
    const user = currentUser(ctx);
    if (!roles.includes(user.role)) throw new HttpError(403, 'You do not have permission to do this');
    if (!user.organizationId || user.status !== 'active') {
      throw new HttpError(403, 'Your account is waiting for approval by an organization');
    }
    await next();
  };
}
