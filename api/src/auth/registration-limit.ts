import { HttpError } from '../http/errors';
import { countAttempt, counterWindow } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';

/**
 * Registrations per address, in fixed 15-minute windows (docs/api.md, "Registration limits"). Each
 * one costs an Argon2id hash, so every registration with a valid body counts, whatever its outcome.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 50;

export async function countRegistration(ip: string, now = Date.now()): Promise<void> {
  const window = counterWindow([`register-address:${addressForLimits(ip)}`], WINDOW_MS, now);
  const [registrations] = await countAttempt(window);
  if (registrations! > MAX_REGISTRATIONS_PER_ADDRESS) {
    throw new HttpError(429, `Too many registrations from this address. Try again in ${Math.ceil(window.secondsLeft / 60)} minutes.`, {
      headers: { 'Retry-After': String(window.secondsLeft) },
    });
  }
}
