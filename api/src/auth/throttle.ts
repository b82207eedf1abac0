import { setTimeout as delay } from 'node:timers/promises';
import { HttpError } from '../http/errors';
import { now } from '../clock/clock';
import { countAttempt, takeBackAttempt } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';

/**
 * Failed sign-ins (and wrong current passwords), in 15-minute windows opened by each counter's first
 * attempt (docs/api.md, "Sign-in limits"). No count locks an account for everyone:
 * - an address that failed MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS times on one account is refused on it;
 * - an address that failed MAX_FAILURES_PER_ADDRESS times on any accounts (spraying) is refused;
 * - an account with ACCOUNT_UNDER_ATTACK_FAILURES failures (more than one address may make) is being
 *   guessed from many addresses: every attempt on it waits UNDER_ATTACK_DELAY_MS, and is then answered.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
export const ACCOUNT_UNDER_ATTACK_FAILURES = 2 * MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS;
export const UNDER_ATTACK_DELAY_MS = 2000;

/** An attempt counted as failed until forgiveLoginAttempt takes it back. */
export type LoginAttempt = string[];

/**
 * Counts a sign-in attempt as failed before the password is checked, so a burst of simultaneous
 * attempts cannot all pass a limit before any failure is recorded. Throws 429 (counting nothing) when
 * the address is over a limit; waits first when the account is under attack.
 */
export async function startLoginAttempt(username: string, ip: string): Promise<LoginAttempt> {
  const address = addressForLimits(ip);
  const attempt = [`login:${JSON.stringify([username, address])}`, `login-address:${address}`, `login-account:${username}`];
  const [accountAndAddress, fromAddress, onAccount] = await countAttempt(attempt, WINDOW_MS, now().getTime());
  const refusedBy = [
    accountAndAddress!.count > MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS && accountAndAddress!,
    fromAddress!.count > MAX_FAILURES_PER_ADDRESS && fromAddress!,
  ].filter((counter) => counter !== false);
  if (refusedBy.length > 0) {
    await takeBackAttempt(attempt);
    const secondsLeft = Math.max(...refusedBy.map((counter) => counter.secondsLeft));
    throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${Math.ceil(secondsLeft / 60)} minutes.`, {
      headers: { 'Retry-After': String(secondsLeft) },
    });
  }
  // Every attempt waits, right or wrong, so the wait tells nothing about the password.
  if (onAccount!.count - 1 >= ACCOUNT_UNDER_ATTACK_FAILURES) await delay(UNDER_ATTACK_DELAY_MS);
  return attempt;
}

/** Takes back an attempt counted by startLoginAttempt: it succeeded. */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  await takeBackAttempt(attempt);
}
