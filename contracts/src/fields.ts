import { z } from 'zod';
import { DATE_OUT_OF_RANGE, isDateString, isWithinYearRange } from './dates';

export * from './dates';

/**
 * Building blocks shared by the form schemas. Each one gives the spec's "required" message for a
 * missing or empty value and a plain message for a value of the wrong type (e.g. `{"$ne": null}`).
 */

/** The required message for a missing value, `wrongTypeMessage` for a value of another type. */
export function wrongTypeOr(requiredMessage: string, wrongTypeMessage: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? requiredMessage : wrongTypeMessage;
}

export function requiredText(requiredMessage: string, maxLength = 200) {
  return z
    .string({ error: wrongTypeOr(requiredMessage, 'Must be text') })
    .trim()
    .min(1, { error: requiredMessage })
    .max(maxLength, `Must be at most ${maxLength} characters`);
}

/**
 * Characters that change how a name looks without showing themselves: control characters (a CR or LF
 * would split a name across lines in a mail header, a CSV row or a log line), bidi overrides, embeddings,
 * isolates and marks (U+202E shows `Tax_Return_2024\u202Efdp.bat` as `Tax_Return_2024tab.pdf`),
 * zero-width and every other format character (Unicode category Cf), and line or paragraph separators.
 * Every stored name (a person's, a firm's, a project's and its parts', a document's) is without them.
 */
const HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

export function withoutHiddenCharacters(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, '');
}

/** A name (a person's, a firm's, a project's, a document's): trimmed, 1 to `maxLength` characters, without hidden characters. */
export function nameText(requiredMessage: string, maxLength = 200) {
  return z
    .string({ error: wrongTypeOr(requiredMessage, 'Must be text') })
    .transform(withoutHiddenCharacters)
    .pipe(requiredText(requiredMessage, maxLength));
}

/** An optional name (the firm a registration names): as nameText, absent when left out. */
export function optionalNameText(maxLength = 200) {
  return z.string({ error: 'Must be text' }).transform(withoutHiddenCharacters).pipe(optionalText(maxLength).unwrap()).optional();
}

export function optionalText(maxLength = 2000) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(maxLength, `Must be at most ${maxLength} characters`)
    .optional();
}

/** The longest address mail can carry (RFC 5321): a longer one is refused before any pattern reads it. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG = 'Email is too long';

export const emailField = z
  .string({ error: wrongTypeOr('Email is required', 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_TOO_LONG })
  .pipe(z.email({ error: 'Invalid email address' }));

export function passwordField(
  min: number,
  messages: { required: string; tooShort: string; tooLong?: string },
  max = 100,
) {
  return z
    .string({ error: wrongTypeOr(messages.required, 'Password must be text') })
    .min(1, { error: messages.required })
    .min(min, { error: messages.tooShort })
    .max(max, messages.tooLong ?? 'Password is too long');
}

/** A required date as a string (`YYYY-MM-DD` from a date input, or a full ISO date-time). */
export function requiredDate(requiredMessage: string) {
  return z
    .string({ error: wrongTypeOr(requiredMessage, 'Must be a date') })
    .trim()
    .min(1, { error: requiredMessage })
    .refine(isDateString, { message: 'Invalid date', abort: true })
    .refine(isWithinYearRange, DATE_OUT_OF_RANGE);
}

/** An optional date: absent, `null` or `''` all mean "no date". */
export const optionalDate = z
  .string({ error: 'Must be a date' })
  .trim()
  .refine((value) => value === '' || isDateString(value), { message: 'Invalid date', abort: true })
  .refine((value) => value === '' || isWithinYearRange(value), DATE_OUT_OF_RANGE)
  .nullable()
  .optional();

export const objectIdSchema = z
  .string({ error: 'Must be an id' })
  .regex(/^[a-f0-9]{24}$/i, 'Invalid id');
