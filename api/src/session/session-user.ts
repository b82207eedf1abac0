import type { Context } from 'koa';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { sessionCookieName } from './index';
import { hasIdledOut } from './idle';
import { previewedPerson, previewOf } from './preview';
import { databaseSessionStore, lastActiveOf } from './store';

/**
 * The user of the session cookie `ctx` carries, read straight from the session store: for the callers
 * that run outside the session middleware (the socket handshake, the pages). Null when signed out or the
 * user is gone or was removed or the session idled out (idle.ts); a database that cannot answer throws.
 * `previewed`: the client person whose portal they preview (preview.ts), while that preview may go on.
 */
export async function sessionUserOf(ctx: Context): Promise<{ sessionId: string; user: UserRecord; previewed: UserRecord | null } | null> {
  const sessionId = ctx.cookies.get(sessionCookieName(ctx.app), { signed: true });
  if (!sessionId) return null;
  const session = await databaseSessionStore.get(sessionId);
  if (typeof session?.userId !== 'string') return null;
  const user = await User.findById(session.userId).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!user || !isSignedInUser(user) || (await hasIdledOut(lastActiveOf(session), user))) return null;
  const preview = previewOf(session);
  return { sessionId, user, previewed: preview && (await previewedPerson(user, preview)) };
}
