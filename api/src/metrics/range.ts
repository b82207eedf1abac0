import { hasDate } from '@clientline/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end): whole days, as UTC days like the dates the api stores. An open end is unbounded. */
export interface DateRange {
  start: Date | null;
  end: Date | null;
}

function startOfUtcDay(value: string): Date {
  return new Date(`${value.slice(0, 10)}T00:00:00.000Z`);
}

/** `startDate` counts from the start of its day; `endDate` includes its whole day. */
export function toDateRange(input: { startDate?: string | null; endDate?: string | null }): DateRange {
  return {
    start: hasDate(input.startDate) ? startOfUtcDay(input.startDate) : null,
    end: hasDate(input.endDate) ? new Date(startOfUtcDay(input.endDate).getTime() + DAY_MS) : null,
  };
}

/** A filter for a date field falling inside the range (empty when the range is open on both ends). */
export function within(range: DateRange): Record<string, Date> | undefined {
  const bounds: Record<string, Date> = {};
  if (range.start) bounds.$gte = range.start;
  if (range.end) bounds.$lt = range.end;
  return Object.keys(bounds).length > 0 ? bounds : undefined;
}

/** Filters for something running from `startField` to `endField` (null end: still running) that overlaps the range. */
export function overlapping(range: DateRange, startField: string, endField: string): Record<string, unknown>[] {
  const conditions: Record<string, unknown>[] = [];
  if (range.end) conditions.push({ [startField]: { $lt: range.end } });
  if (range.start) conditions.push({ $or: [{ [endField]: null }, { [endField]: { $gte: range.start } }] });
  return conditions;
}
