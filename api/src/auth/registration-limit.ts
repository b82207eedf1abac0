import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { now } from '../clock/clock';
import { countRequest } from '../limits/attempt-counters';
import { addressForLimits } from '../limits/client-address';

/**
 * Registrations per address, in 15-minute windows opened by an address's first registration, so a burst
 * is never split across two windows (docs/api.md, "Registration limits"). Each one costs an Argon2id
 * hash, so every registration with a valid body counts, whatever its outcome.
 */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_REGISTRATIONS_PER_ADDRESS = 50;

let perAddress = MAX_REGISTRATIONS_PER_ADDRESS;

/** Set once by createApp from REGISTRATIONS_PER_ADDRESS (50 unless set). */
export function useRegistrationLimit(config: Pick<Config, 'registrationsPerAddress'>): void {
  perAddress = config.registrationsPerAddress;
}

export async function countRegistration(ip: string): Promise<void> {
  const secondsLeft = await countRequest(`register-address:${addressForLimits(ip)}`, perAddress, WINDOW_MS, now().getTime());
  if (secondsLeft > 0) {
    throw new HttpError(429, `Too many registrations from this address. Try again in ${Math.ceil(secondsLeft / 60)} minutes.`, {
      headers: { 'Retry-After': String(secondsLeft) },
    });
  }
}
