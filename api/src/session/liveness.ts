import mongoose from 'mongoose';
import { User, isSignedInUser, type UserRecord } from '../users/model';
import { hasIdledOut } from './idle';
import { SessionModel } from './model';
import { now } from '../clock/clock';

/**
 * Of these sessions (each with the user a socket was opened as), the ids that no longer sign that user
 * in: ended, expired, idle too long (idle.ts), or its user gone or removed. An idled-out session is
 * deleted, as the next request with it would.
 */
export async function endedSessions(sessions: Array<{ sessionId: string; userId: string }>): Promise<string[]> {
  if (sessions.length === 0) return [];
  const ids = [...new Set(sessions.map((session) => session.sessionId))];
  const records = await SessionModel.find({ _id: mongoose.trusted({ $in: ids }) }).lean();
  const byId = new Map(records.map((record) => [record._id, record]));
  const userIds = [...new Set(records.map((record) => record.userId?.toString()).filter((id): id is string => !!id))];
  const users = await User.find({ _id: mongoose.trusted({ $in: userIds }) }).setOptions({ unscoped: true }).lean<UserRecord[]>();
  const usersById = new Map(users.map((user) => [user._id.toString(), user]));

  const ended = new Set<string>();
  const idle: string[] = [];
  for (const { sessionId, userId } of sessions) {
    const record = byId.get(sessionId);
    const user = usersById.get(userId);
    if (!record || record.expiresAt.getTime() <= now().getTime() || record.userId?.toString() !== userId || !user || !isSignedInUser(user)) {
      ended.add(sessionId);
    } else if (await hasIdledOut(record.lastActiveAt, user)) {
      ended.add(sessionId);
      idle.push(sessionId);
    }
  }
  if (idle.length > 0) await SessionModel.deleteMany({ _id: mongoose.trusted({ $in: idle }) });
  return [...ended];
}
