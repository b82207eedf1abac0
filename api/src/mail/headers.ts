import { z } from 'zod';

// Control characters (CR and LF among them) and Unicode format characters (bidi overrides, zero-width
// marks) never reach a header: a CR/LF would start a header of the attacker's own.
const UNSAFE_IN_HEADER = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
const UNSAFE_RUNS = new RegExp(`${UNSAFE_IN_HEADER.source}+`, 'gu');

/** Text for a header (a subject, a display name): one line, without control or format characters. */
export function headerText(text: string): string {
  return text.replace(UNSAFE_RUNS, ' ').replace(/\s+/g, ' ').trim();
}

const emailAddress = z.email();

/** An address a mail may go to: one plain email address, nothing a header could be smuggled in. */
export function isMailableAddress(address: string): boolean {
  return address.length <= 254 && !UNSAFE_IN_HEADER.test(address) && emailAddress.safeParse(address).success;
}
