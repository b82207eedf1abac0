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

/** Throws 429 when the account or the address has used up its failures for this window. */
export async function assertLoginAllowed(username: string, address: string, now = Date.now()): Promise<void> {
  const keys = counterKeys(username, address, now);
  const counters = await FailureCounterModel.find({ _id: mongoose.trusted({ $in: [keys.account, keys.address] }) }).lean();
  const count = (key: string) => counters.find((counter) => counter._id === key)?.count ?? 0;
  if (count(keys.account) >= MAX_FAILURES_PER_ACCOUNT || count(keys.address) >= MAX_FAILURES_PER_ADDRESS) {
    const retryAfterSeconds = Math.ceil((WINDOW_MS - (now % WINDOW_MS)) / 1000);
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`, {
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

export async function recordLoginFailure(username: string, address: string, now = Date.now()): Promise<void> {
  const keys = counterKeys(username, address, now);
  const expiresAt = new Date((Math.floor(now / WINDOW_MS) + 1) * WINDOW_MS);
  await Promise.all(
    [keys.account, keys.address].map((key) =>
      FailureCounterModel.updateOne({ _id: key }, { $inc: { count: 1 }, $setOnInsert: { expiresAt } }, { upsert: true }),
    ),
  );
}
