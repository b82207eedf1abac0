import mongoose from 'mongoose';
import { now } from '../clock/clock';
import { shownAddress } from '../http/address';
import { sessionsEnded } from './ended';
import { SessionModel, type SessionRecord } from './model';

/** Where `get` puts the session's last activity (ms) on the data koa-session hands to `ctx.session`. */
export const LAST_ACTIVE = '_lastActiveAt';

/** When the session `data` (as `get` answered it) was last used. */
export function lastActiveOf(data: object | null | undefined): Date | undefined {
  const at = (data as Record<string, unknown> | null | undefined)?.[LAST_ACTIVE];
  return typeof at === 'number' ? new Date(at) : undefined;
}

/** Records a request on the session, at most once every ACTIVITY_WRITE_EVERY_MS (idle.ts). */
export async function touchSession(id: string, lastActiveAt: Date | undefined, everyMs: number): Promise<void> {
  const at = now();
  if (lastActiveAt && at.getTime() - lastActiveAt.getTime() < everyMs) return;
  await SessionModel.updateOne({ _id: id }, { $set: { lastActiveAt: at } });
}

/** koa-session's external store, backed by the `sessions` collection. */
export const databaseSessionStore = {
  async get(id: string): Promise<Record<string, unknown> | undefined> {
    // Through the driver, as loadCurrentUser reads the user: every request makes this read.
    const sessions = mongoose.connection.db!.collection<SessionRecord>(SessionModel.collection.collectionName);
    const session = await sessions.findOne<Pick<SessionRecord, 'data' | 'expiresAt' | 'lastActiveAt'>>(
      { _id: id },
      { projection: { data: 1, expiresAt: 1, lastActiveAt: 1 } },
    );
    if (!session || session.expiresAt.getTime() <= now().getTime()) return undefined;
    // koa-session keeps `_` keys on ctx.session without saving them back into `data`.
    return { ...session.data, [LAST_ACTIVE]: (session.lastActiveAt ?? now()).getTime() };
  },

  async set(id: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void> {
    const userId = typeof data.userId === 'string' ? data.userId : null;
    const pendingUserId = typeof data.pendingUserId === 'string' ? data.pendingUserId : null;
    await SessionModel.updateOne(
      { _id: id },
      // A save is no use of the session (koa-session renews one read in its second half): touchSession records use.
      { $set: { data, userId, pendingUserId, expiresAt: new Date(now().getTime() + maxAgeMs) }, $setOnInsert: { lastActiveAt: now() } },
      { upsert: true },
    );
  },

  /** Logout, regenerate (a sign-in replacing the browser's session) and idle timeouts end a session here. */
  async destroy(id: string): Promise<void> {
    await SessionModel.deleteOne({ _id: id });
    sessionsEnded([id]);
  },
};

/**
 * Records when, from where and with what a session signed in, beside koa-session's `data` (which stays
 * only what the session needs to sign in with): the person's list of sessions shows it.
 */
export async function recordSignIn(id: string, signIn: { address: string; userAgent: string }): Promise<void> {
  const address = shownAddress(signIn.address).slice(0, 64);
  await SessionModel.updateOne(
    { _id: id },
    { $set: { signedInAt: now(), address, userAgent: signIn.userAgent } },
  );
}

/** Ends these sessions of the user (their sockets close on every api process); answers those that were there. */
export async function endSessionsOf(userId: string, sessionIds: string[]): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const filter = { userId, _id: mongoose.trusted({ $in: sessionIds }) };
  const sessions = await SessionModel.find(filter, { _id: 1 }).lean();
  const ids = sessions.map((session) => session._id);
  if (ids.length > 0) await SessionModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
  sessionsEnded(ids);
  return ids;
}

/**
 * Ends every session of the user except `keepSessionId` (the one that asked), and every half-finished
 * two-factor sign-in of theirs: a password change, a reset or "Sign out everywhere else" voids those too.
 */
export async function endOtherSessions(userId: string, keepSessionId: string | undefined): Promise<string[]> {
  const theirs = { $or: [{ userId }, { pendingUserId: userId }] };
  const filter = keepSessionId ? { ...theirs, _id: mongoose.trusted({ $ne: keepSessionId }) } : theirs;
  const sessions = await SessionModel.find(filter, { _id: 1 }).lean();
  const ids = sessions.map((session) => session._id);
  if (ids.length > 0) await SessionModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
  sessionsEnded(ids);
  return ids;
}

/** Voids the user's half-finished two-factor sign-ins (in every browser): the password is asked again. */
export async function endHalfFinishedSignIns(userId: string): Promise<void> {
  await SessionModel.deleteMany({ pendingUserId: userId });
}
