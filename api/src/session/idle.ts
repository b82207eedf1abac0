import type { Types } from 'mongoose';
import { SESSION_IDLE_MINUTES_DEFAULT, CLIENT_SESSION_IDLE_MINUTES, SESSION_IDLE_MINUTES_MIN } from '@clientline/contracts';
import { USER_ACTIVE_HEADER } from '@clientline/contracts/session-hint';
import { now } from '../clock/clock';
import { FirmSettings, type FirmSettingsRecord } from '../firm-settings/model';
import type { UserRecord } from '../users/model';

const MINUTE_MS = 60_000;

/** Under this much quiet no session can have timed out, so the firm's setting need not be read. */
export const SHORTEST_IDLE_MS = SESSION_IDLE_MINUTES_MIN * MINUTE_MS;

/** A session's last activity is written at most once a minute: polls keep costing one read. */
export const ACTIVITY_WRITE_EVERY_MS = MINUTE_MS;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request is its person using the session: a write, or a read their page made while they were
 * at it (it says so with USER_ACTIVE_HEADER). A tab left open keeps polling; that alone is no use.
 */
export function isUseOfSession(request: { method: string; get(header: string): string }): boolean {
  return !READ_METHODS.has(request.method) || request.get(USER_ACTIVE_HEADER) === '1';
}

/**
 * How long a session of `user` may go unused: for staff the firm's `sessionIdleMinutes` (12 hours
 * unless the owner or an admin set it), for clients always CLIENT_SESSION_IDLE_MINUTES.
 */
export async function idleLimitMsOf(user: Pick<UserRecord, 'role' | 'organizationId'>): Promise<number> {
  if (user.role === 'client') return CLIENT_SESSION_IDLE_MINUTES * MINUTE_MS;
  if (!user.organizationId) return SESSION_IDLE_MINUTES_DEFAULT * MINUTE_MS;
  return (await readSessionIdleMinutes(user.organizationId)) * MINUTE_MS;
}

export async function readSessionIdleMinutes(organizationId: Types.ObjectId): Promise<number> {
  const settings = await FirmSettings.collection.findOne<FirmSettingsRecord>({ _id: organizationId }, { projection: { sessionIdleMinutes: 1 } });
  return settings?.sessionIdleMinutes ?? SESSION_IDLE_MINUTES_DEFAULT;
}

/** Whether a session last used at `lastActiveAt` has been idle too long for `user` (reads the clock). */
export async function hasIdledOut(lastActiveAt: Date | undefined, user: Pick<UserRecord, 'role' | 'organizationId'>): Promise<boolean> {
  if (!lastActiveAt) return false;
  const quietMs = now().getTime() - lastActiveAt.getTime();
  if (quietMs < SHORTEST_IDLE_MS) return false;
  return quietMs >= (await idleLimitMsOf(user));
}
