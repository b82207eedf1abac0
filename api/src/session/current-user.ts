import type { Context, Next } from 'koa';
import { OWNER_ONLY, accessRemovedMessage, type Role } from '@clientline/contracts';
import { ACCESS_ENDED } from '@clientline/contracts/session-hint';
import { AWAITING_APPROVAL, isFirmOwner, runsTheFirm, type Actor } from '../actor/actor';
import { loadActor } from '../actor/load-actor';
import { HttpError } from '../http/errors';
import { isSignedInUser, type UserRecord } from '../users/model';
import { accessEndedIn } from './access-ended';
import { ACTIVITY_WRITE_EVERY_MS, hasIdledOut, isUseOfSession } from './idle';
import { userOfSession } from './kept-users';
import { lastActiveOf, touchSession } from './store';

/**
 * Sets `ctx.state.user` from the session (a deleted or removed user counts as signed out; a session
 * unused longer than its idle timeout ends here, and a request that is use of it records it) and, for an
 * approved member of a firm, `ctx.state.actor`: the caller every firm-data service takes. A session their
 * removal from a firm ended sets `ctx.state.accessEndedIn` instead. A session previewing a client person's
 * portal is answered as that person after the session's holds (preview.ts).
 */
export async function loadCurrentUser(ctx: Context, next: Next): Promise<void> {
  const userId = ctx.session.userId;
  if (userId) {
    const found = await userOfSession(ctx, userId);
    let user = found && isSignedInUser(found) ? found : null;
    const sessionId = ctx.session.externalKey;
    const lastActiveAt = lastActiveOf(ctx.session);
    if (user && (await hasIdledOut(lastActiveAt, user))) {
      // Ends it like a logout (its sockets close too): this request and the next are signed out.
      ctx.session = null;
      user = null;
    } else if (user && sessionId && isUseOfSession(ctx)) {
      await touchSession(sessionId, lastActiveAt, ACTIVITY_WRITE_EVERY_MS);
    }
    ctx.state.user = user ?? undefined;
    ctx.state.actor = (user && (await loadActor(user))) ?? undefined;
  } else {
    ctx.state.accessEndedIn = accessEndedIn(ctx.session) ?? undefined;
  }
  await next();
}

/**
 * The signed-in user, or a 401: saying the person's access to the firm ended when their removal ended this
 * session. For the account itself (auth); firm data goes through currentActor.
 */
export function currentUser(ctx: Context): UserRecord {
  const user = ctx.state.user;
  if (user) return user;
  const firmName = ctx.state.accessEndedIn;
  throw firmName ? new HttpError(401, accessRemovedMessage(firmName), { code: ACCESS_ENDED }) : new HttpError(401, 'Please log in to continue');
}

/**
 * The caller as an approved member of a firm. 401 when signed out; 403 with `refusal` for a pending
 * member (a call may promise its own message, e.g. 'You do not have access to this project').
 */
export function currentActor(ctx: Context, refusal = AWAITING_APPROVAL): Actor {
  currentUser(ctx);
  const actor = ctx.state.actor;
  if (!actor) throw new HttpError(403, refusal);
  return actor;
}

export async function requireUser(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  await next();
}

export const NO_PERMISSION = 'You do not have permission to do this';

/** Signed in, with one of `roles`, and an approved member of a firm (a pending member is refused). */
export function requireRole(...roles: Role[]) {
  return async function requireRoleMiddleware(ctx: Context, next: Next): Promise<void> {
    const user = currentUser(ctx);
    if (!roles.includes(user.role)) throw new HttpError(403, NO_PERMISSION);
    currentActor(ctx);
    await next();
  };
}

/**
 * For the calls of whoever runs the firm: its owner or an admin (runsTheFirm). Every such call uses this,
 * never requireRole('organization'), so an admin's powers are decided in one place.
 */
export async function requireFirmManager(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  const actor = ctx.state.actor;
  if (!actor || !runsTheFirm(actor)) throw new HttpError(403, NO_PERMISSION);
  await next();
}

/** For what only the firm's owner may do: change admins, hand over ownership. Admins get a 403 that says so. */
export async function requireFirmOwner(ctx: Context, next: Next): Promise<void> {
  currentUser(ctx);
  const actor = ctx.state.actor;
  if (!actor || !isFirmOwner(actor)) throw new HttpError(403, actor?.role === 'team_member' ? OWNER_ONLY : NO_PERMISSION);
  await next();
}
