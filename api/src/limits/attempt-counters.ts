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

/** Counters for `keys` in the current window of `windowMs`: pass them to countAttempt and takeBackAttempt. */
export interface CounterWindow {
  ids: string[];
  endsAt: Date;
  secondsLeft: number;
}

export function counterWindow(keys: string[], windowMs: number, now = Date.now()): CounterWindow {
  const window = Math.floor(now / windowMs);
  const endsAt = (window + 1) * windowMs;
  return { ids: keys.map((key) => `${key}@${window}`), endsAt: new Date(endsAt), secondsLeft: Math.ceil((endsAt - now) / 1000) };
}

/** Adds one to each counter, atomically; returns each count after it, in the order of `window.ids`. */
export async function countAttempt(window: CounterWindow): Promise<number[]> {
  return Promise.all(
    window.ids.map(async (id) => {
      const counter = await AttemptCounterModel.findOneAndUpdate(
        { _id: id },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt: window.endsAt } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return counter?.count ?? 1;
    }),
  );
}

/** Takes back what countAttempt added (the attempt succeeded, or a limit refused it). */
export async function takeBackAttempt(window: CounterWindow): Promise<void> {
  await AttemptCounterModel.updateMany({ _id: mongoose.trusted({ $in: window.ids }) }, { $inc: { count: -1 } });
}

/**
 * Counts one request for `key` in a window of `windowMs` that starts at the key's first request (as the
 * previous window has ended), so a burst is never split across two windows. Returns 0 while the window
 * holds at most `limit` requests, else the seconds until it ends.
 */
export async function countRequest(key: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
  const { count, expiresAt } = await countInOwnWindow(key, windowMs, now);
  return count > limit ? Math.ceil((expiresAt.getTime() - now) / 1000) : 0;
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
