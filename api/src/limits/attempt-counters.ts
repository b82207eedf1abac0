import mongoose, { Schema } from 'mongoose';
import { isDuplicateKeyError } from '../http/duplicate-key';

/**
 * Counters of attempts (failed sign-ins, registrations, webhook and early-access requests) in time
 * windows. They live in the database and expire with their window, so they survive restarts and every
 * api process counts into the same number.
 */
interface AttemptCounter {
  _id: string;
  count: number;
  expiresAt: Date;
}

const attemptCounterSchema = new Schema<AttemptCounter>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

const AttemptCounterModel = mongoose.model<AttemptCounter>('AttemptCounter', attemptCounterSchema);

/** One counter after counting into it: its count, and the seconds until its window ends. */
export interface CountedAttempt {
  count: number;
  secondsLeft: number;
}

/**
 * Adds one to the counter of each key, each in its own window of `windowMs` (see countRequest);
 * returns them in the order of `keys`.
 */
export async function countAttempt(keys: string[], windowMs: number, now: number): Promise<CountedAttempt[]> {
  return Promise.all(
    keys.map(async (key) => {
      const { count, expiresAt } = await countInOwnWindow(key, windowMs, now);
      return { count, secondsLeft: Math.ceil((expiresAt.getTime() - now) / 1000) };
    }),
  );
}

/** Takes back what countAttempt added for `keys` (the attempt succeeded, or a limit refused it). */
export async function takeBackAttempt(keys: string[]): Promise<void> {
  await AttemptCounterModel.updateMany({ _id: mongoose.trusted({ $in: keys }), count: mongoose.trusted({ $gt: 0 }) }, { $inc: { count: -1 } });
}

/**
 * Counts one request for `key` in a window of `windowMs` that starts at the key's first request (as the
 * previous window has ended), so a burst is never split across two windows. Returns 0 while the window
 * holds at most `limit` requests, else the seconds until it ends.
 */
export async function countRequest(key: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
  const [{ count, secondsLeft }] = (await countAttempt([key], windowMs, now)) as [CountedAttempt];
  return count > limit ? secondsLeft : 0;
}

async function countInOwnWindow(id: string, windowMs: number, now: number): Promise<AttemptCounter> {
  const open = await AttemptCounterModel.findOneAndUpdate(
    { _id: id, expiresAt: mongoose.trusted({ $gt: new Date(now) }) },
    { $inc: { count: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (open) return open;
  try {
    // No counter, or one whose window has ended (the database removes those within a minute): a new window.
    const opened = await AttemptCounterModel.findOneAndUpdate(
      { _id: id, expiresAt: mongoose.trusted({ $lte: new Date(now) }) },
      { $set: { count: 1, expiresAt: new Date(now + windowMs) } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    return opened!;
  } catch (error) {
    // Another process opened the window in between: count in it.
    if (isDuplicateKeyError(error)) return countInOwnWindow(id, windowMs, now);
    throw error;
  }
}
