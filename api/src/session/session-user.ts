import type { Context } from 'koa';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { sessionCookieName } from './index';
import { hasIdledOut } from './idle';
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
