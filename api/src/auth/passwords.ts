import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's recommended minimum). */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Algorithm.Argon2id: an ambient const enum, unusable under isolatedModules
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * The password hash of a person the firm added without inviting them yet (a client list import): no
 * password matches it (verifyPassword answers false for what is not an argon2 hash), so they sign in only
 * after choosing one from an invitation or a password reset.
 */
export const NO_PASSWORD_YET = 'no-password-yet';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a login for an unknown email is not faster than a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}

// No 0/O or 1/l/I, so a password read aloud or copied by hand survives.
const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A random temporary password for a new client: 16 characters, about 92 bits. */
export function generateTemporaryPassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i++) password += TEMPORARY_PASSWORD_ALPHABET[randomInt(TEMPORARY_PASSWORD_ALPHABET.length)];
  return password;
}
