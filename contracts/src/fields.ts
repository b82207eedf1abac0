import { z } from 'zod';

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

export const emailField = z
  .string({ error: wrongTypeOr('Email is required', 'Email must be text') })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
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

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for `YYYY-MM-DD` or an ISO 8601 date-time that names a real calendar day. */
export function isDateString(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const datePart = value.slice(0, 10);
  return new Date(`${datePart}T00:00:00Z`).toISOString().slice(0, 10) === datePart;
}

/**
 * The years a date may fall in. Year 0000 or 9999 is a slip of the keyboard, not a project date, and it
 * would throw off every range, overdue count and score computed from it.
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2199;
export const DATE_OUT_OF_RANGE = `Date must be between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`;

/** True when the year as written (`YYYY-...`) is within EARLIEST_YEAR..LATEST_YEAR. */
export function isWithinYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
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

/** `''`, `null` and `undefined` mean "no date". */
export function hasDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

function toTime(value: string): number {
  // A date-only value means that day in local time (Date.parse would read it as UTC midnight).
  return value.length === 10 ? new Date(`${value}T00:00:00`).getTime() : Date.parse(value);
}

export function isOnOrAfter(later: string, earlier: string): boolean {
  return toTime(later) >= toTime(earlier);
}

function localDateString(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Compares the calendar day as written (`2030-01-31T00:00:00Z` is the 31st) with today's local date. */
export function isNotBeforeToday(value: string, now = new Date()): boolean {
  return value.slice(0, 10) >= localDateString(now);
}

export const objectIdSchema = z
  .string({ error: 'Must be an id' })
  .regex(/^[a-f0-9]{24}$/i, 'Invalid id');
