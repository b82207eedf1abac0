import mongoose, { Schema } from 'mongoose';

/**
 * Counters of attempts (failed sign-ins, registrations) in fixed time windows. They live in the database
 * and expire with their window, so they survive restarts and every api process shares them.
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
