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
    const fields = {
      data,
      userId: typeof data.userId === 'string' ? data.userId : null,
      expiresAt: new Date(Date.now() + maxAgeMs),
    };
    // Update, else insert (session ids are random, so two inserts of one id do not race). Not an
    // upsert: devdb cannot yet upsert on an _id filter.
    const { matchedCount } = await SessionModel.updateOne({ _id: id }, { $set: fields });
    if (matchedCount === 0) await SessionModel.create({ _id: id, ...fields });
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
