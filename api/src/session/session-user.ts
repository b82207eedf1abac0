import type { Context } from 'koa';
import type { PageVisitor } from '@clientline/contracts/session-hint';
import { changesTokenOf } from '../change-versions/changes-token';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { sessionCookieName } from './index';
import { hasIdledOut } from './idle';
import { mustEnrolInTwoFactor } from './two-factor-enrolment';
import { databaseSessionStore, lastActiveOf } from './store';

/**
 * The user of the session cookie `ctx` carries, read straight from the session store: for the callers
 * that run outside the session middleware (the socket handshake, the pages). Null when signed out or the
 * user is gone or was removed or the session idled out (idle.ts); a database that cannot answer throws.
 */
export async function sessionUserOf(ctx: Context): Promise<{ sessionId: string; user: UserRecord } | null> {
  const sessionId = ctx.cookies.get(sessionCookieName(ctx.app), { signed: true });
  if (!sessionId) return null;
  const session = await databaseSessionStore.get(sessionId);
  if (typeof session?.userId !== 'string') return null;
  const user = await User.findById(session.userId).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user || !isSignedInUser(user) || (await hasIdledOut(lastActiveOf(session), user))) return null;
  return { sessionId, user };
}


/** Who opens an app page, or null when the database cannot tell (never throws). */
export async function pageVisitorOf(ctx: Context): Promise<PageVisitor | null> {
  try {
    const user = (await sessionUserOf(ctx))?.user;
    if (!user) return { audience: 'anonymous', changesToken: null, mustEnrolInTwoFactor: false };
    const organizationId = user.organizationId?.toString();
    return {
      audience: user.role,
      changesToken: organizationId ? await changesTokenOf(ctx.app, user._id.toString(), organizationId) : null,
      mustEnrolInTwoFactor: await mustEnrolInTwoFactor(user),
    };
  } catch {
    return null;
  }
}
