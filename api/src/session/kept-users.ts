import type { Context } from 'koa';
import { Types } from 'mongoose';
import { firmSettingsScope, organizationScope, userScope, versionsForRequest } from '../change-versions/model';
import { User, type UserRecord } from '../users/model';

/**
 * A signed-in person's record as this process last read it, with their firm's change version then. Every
 * write to a user through mongoose moves the version of the firm they belong to (tenancyPlugin), so an
 * unchanged version means an unchanged record. `user` is absent until a request has read the version first.
 */
interface KeptUser {
  organizationId: Types.ObjectId;
  version?: number;
  user?: Readonly<UserRecord>;
}

const keptUsers = new Map<string, KeptUser>();
/** People a process keeps (a few kilobytes each); the least recently seen go first. */
const USERS_KEPT = 10_000;

async function readUser(userId: string): Promise<UserRecord | null> {
  // Through the driver: mongoose's query machinery doubled the cost of this read.
  return User.collection.findOne<UserRecord>({ _id: new Types.ObjectId(userId) });
}

/**
 * The scopes a request of this person reads first, in one read: the firm's settings and data (the two-factor
 * hold and a firm poll's ETag) and the person's own (their notifications poll's ETag).
 */
function scopesOf(organizationId: Types.ObjectId, userId: string) {
  return [firmSettingsScope(organizationId), organizationScope(organizationId), userScope(userId)];
}

/** Keeps `entry` as the most recently seen (a Map iterates in insertion order). */
function keep(userId: string, entry: KeptUser): void {
  keptUsers.delete(userId);
  keptUsers.set(userId, entry);
  if (keptUsers.size > USERS_KEPT) keptUsers.delete(keptUsers.keys().next().value!);
}

/**
 * The user record of a session's `userId`, read from the database only when their firm's change version
 * moved since this process last read it: every request asked for it, a third of what an unchanged poll costs.
 * The version is read before the record, so a write racing the read is seen by the next request. A person
 * with no firm is read every time. Requests of one person run at once: each keeps only what it read.
 */
export async function userOfSession(ctx: Context, userId: string): Promise<Readonly<UserRecord> | null> {
  if (!Types.ObjectId.isValid(userId)) return null;
  const kept = keptUsers.get(userId);
  if (!kept) {
    const user = await readUser(userId);
    if (user?.organizationId && !keptUsers.has(userId)) keep(userId, { organizationId: user.organizationId });
    return user;
  }
  const [, version] = await versionsForRequest((ctx.state.versionsRead ??= new Map()), scopesOf(kept.organizationId, userId));
  if (kept.user && kept.version === version) {
    if (keptUsers.get(userId) === kept) keep(userId, kept);
    return kept.user;
  }
  const user = await readUser(userId);
  if (user?.organizationId?.equals(kept.organizationId)) keep(userId, { organizationId: kept.organizationId, version, user: Object.freeze(user) });
  else if (user?.organizationId) keep(userId, { organizationId: user.organizationId });
  else keptUsers.delete(userId);
  return user;
}
