import { createHash } from 'node:crypto';
import type { UserSession } from '@clientline/contracts';
import { now } from '../clock/clock';
import { describeUserAgent } from '../http/user-agent';
import type { UserRecord } from '../users/model';
import { idleLimitMsOf } from './idle';
import { SessionModel, type SessionRecord } from './model';
import { endOtherSessions, endSessionsOf } from './store';

/**
 * The id a session is shown and ended by. Not the session id itself: that is the secret the cookie holds,
 * and the list is read by the page's scripts. A hash of it names it without giving it away.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`clientline session ${sessionId}`).digest('base64url').slice(0, 22);
}

/** The user's sessions that still sign them in: not expired, not idle longer than their idle timeout. */
async function activeSessionsOf(user: Pick<UserRecord, '_id' | 'role' | 'organizationId'>): Promise<SessionRecord[]> {
  const at = now().getTime();
  const idleLimitMs = await idleLimitMsOf(user);
  const records = await SessionModel.find({ userId: user._id }).lean<SessionRecord[]>();
  return records.filter(
    (record) => record.expiresAt.getTime() > at && (!record.lastActiveAt || at - record.lastActiveAt.getTime() < idleLimitMs),
  );
}

function present(record: SessionRecord, currentSessionId: string | undefined): UserSession {
  const current = record._id === currentSessionId;
  return {
    id: publicSessionId(record._id),
    ...describeUserAgent(record.userAgent),
    address: record.address ?? null,
    signedInAt: record.signedInAt?.toISOString() ?? null,
    // The asking session is in use now, though its last write may be a minute old.
    lastActiveAt: (current ? now() : (record.lastActiveAt ?? now())).toISOString(),
    current,
  };
}

/** The user's active sessions, the one most recently used first (the asking one, then the others). */
export async function listUserSessions(user: UserRecord, currentSessionId: string | undefined): Promise<UserSession[]> {
  const sessions = (await activeSessionsOf(user)).map((record) => present(record, currentSessionId));
  return sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt));
}

/**
 * Ends the user's active session named `publicId` (its sockets close on every api process). Answers its
 * session id and how the list showed it, or null when the user has no such session (another person's,
 * ended, expired, idled out).
 */
export async function endUserSession(user: UserRecord, publicId: string): Promise<{ sessionId: string; session: UserSession } | null> {
  const record = (await activeSessionsOf(user)).find((session) => publicSessionId(session._id) === publicId);
  if (!record) return null;
  const [ended] = await endSessionsOf(user._id.toString(), [record._id]);
  return ended ? { sessionId: ended, session: present(record, undefined) } : null;
}

/** "Sign out everywhere else": ends every session of the user but `currentSessionId`; answers how many were active. */
export async function endOtherUserSessions(user: UserRecord, currentSessionId: string | undefined): Promise<number> {
  const activeOthers = (await activeSessionsOf(user)).filter((record) => record._id !== currentSessionId).length;
  await endOtherSessions(user._id.toString(), currentSessionId);
  return activeOthers;
}
