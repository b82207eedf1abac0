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
