import mongoose from 'mongoose';
import { SessionModel } from './model';

/** koa-session's external store, backed by the `sessions` collection. */
export const databaseSessionStore = {
  async get(id: string): Promise<Record<string, unknown> | undefined> {
    const session = await SessionModel.findById(id).lean();
    if (!session || session.expiresAt.getTime() <= Date.now()) return undefined;
    return session.data;
  },

  async set(id: string, data: Record<string, unknown>, maxAgeMs: number): Promise<void> {
    const userId = typeof data.userId === 'string' ? data.userId : null;
    await SessionModel.updateOne(
      { _id: id },
      { $set: { data, userId, expiresAt: new Date(Date.now() + maxAgeMs) } },
      { upsert: true },
    );
  },

  async destroy(id: string): Promise<void> {
    await SessionModel.deleteOne({ _id: id });
  },
};

/** Ends every session of the user except `keepSessionId` (the one that asked). */
export async function endOtherSessions(userId: string, keepSessionId: string | undefined): Promise<string[]> {
  const filter = keepSessionId ? { userId, _id: mongoose.trusted({ $ne: keepSessionId }) } : { userId };
  const sessions = await SessionModel.find(filter, { _id: 1 }).lean();
  const ids = sessions.map((session) => session._id);
  if (ids.length > 0) await SessionModel.deleteMany({ _id: mongoose.trusted({ $in: ids }) });
  return ids;
}
