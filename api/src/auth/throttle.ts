import mongoose, { Schema } from 'mongoose';
import { HttpError } from '../http/errors';

/**
 * Failed sign-in attempts, counted per account and per client address in fixed 15-minute windows.
 * Counters live in the database, so they survive restarts and are shared by every api process.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

interface FailureCounter {
  _id: string;
  count: number;
  expiresAt: Date;
}

const failureCounterSchema = new Schema<FailureCounter>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

const FailureCounterModel = mongoose.model<FailureCounter>('LoginFailureCounter', failureCounterSchema);

function counterKeys(username: string, address: string, now: number): { account: string; address: string } {
  const window = Math.floor(now / WINDOW_MS);
  return { account: `account:${username}:${window}`, address: `address:${address}:${window}` };
}

/**
 * Counts a sign-in attempt as failed before the password is checked, so a burst of simultaneous
 * attempts cannot all pass the limit before any failure is recorded. Throws 429 (counting nothing)
 * when the account or the address has used up its failures for this window. A successful attempt is
 * taken back with forgiveLoginAttempt.
 */
export async function startLoginAttempt(username: string, address: string, now = Date.now()): Promise<void> {
  const keys = counterKeys(username, address, now);
  const expiresAt = new Date((Math.floor(now / WINDOW_MS) + 1) * WINDOW_MS);
  const [accountCount, addressCount] = await Promise.all(
    [keys.account, keys.address].map(async (key) => {
      const counter = await FailureCounterModel.findOneAndUpdate(
        { _id: key },
        { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return counter?.count ?? 1;
    }),
  );
  if (accountCount! > MAX_FAILURES_PER_ACCOUNT || addressCount! > MAX_FAILURES_PER_ADDRESS) {
    await forgiveLoginAttempt(username, address, now);
    const retryAfterSeconds = Math.ceil((WINDOW_MS - (now % WINDOW_MS)) / 1000);
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** Takes back an attempt counted by startLoginAttempt (it succeeded, or it was refused by the limit). */
export async function forgiveLoginAttempt(username: string, address: string, now = Date.now()): Promise<void> {
  const keys = counterKeys(username, address, now);
  await FailureCounterModel.updateMany({ _id: mongoose.trusted({ $in: [keys.account, keys.address] }) }, { $inc: { count: -1 } });
}
