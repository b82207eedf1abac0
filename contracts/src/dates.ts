/**
 * Date rules without zod, for the frontends' small forms (`@clientline/contracts/dates` is bundled
 * where it is used, so a page with only a date filter does not download every schema). The schemas in
 * fields.ts are built from the same functions.
 */

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

/** The message when a range ends before it starts. */
export const END_BEFORE_START = 'End date cannot be earlier than start date';

export interface DateRangeInput {
  startDate?: string | null;
  endDate?: string | null;
}

function dateProblem(value: string | null | undefined): string | undefined {
  if (!hasDate(value)) return undefined;
  if (!isDateString(value)) return 'Invalid date';
  return isWithinYearRange(value) ? undefined : DATE_OUT_OF_RANGE;
}

/** What is wrong with an optional date range, by field (empty when nothing is): the dashboard schema's rules. */
export function dateRangeProblems({ startDate, endDate }: DateRangeInput): { startDate?: string; endDate?: string } {
  const problems = { startDate: dateProblem(startDate), endDate: dateProblem(endDate) };
  if (!problems.startDate && !problems.endDate && hasDate(startDate) && hasDate(endDate) && !isOnOrAfter(endDate, startDate)) {
    problems.endDate = END_BEFORE_START;
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as { startDate?: string; endDate?: string };
}
