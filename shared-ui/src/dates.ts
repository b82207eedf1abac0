// The product's date and time formats, for every frontend (`@clientline/shared-ui/dates`). Not a shared
// singleton: it is bundled, tree-shaken, into each remote that formats dates, so date-fns never rides on
// a page that shows none.
import { format, isSameDay, parseISO } from 'date-fns';

/**
 * The calendar day of a date-only field (a due date, a project's start, a task's date: stored at 00:00
 * UTC), as local midnight. Read from its `YYYY-MM-DD` part, so no time zone moves it to the day before.
 */
export function calendarDay(isoDate: string): Date {
  return parseISO(isoDate.slice(0, 10));
}

/** A date-only field as 'MMM d, yyyy' (`Jan 5, 2030`), the same day in every time zone. */
export function formatDay(isoDate: string): string {
  return format(calendarDay(isoDate), 'MMM d, yyyy');
}

/** A moment (a creation time, a link's expiry) as 'MMM d, yyyy' in the viewer's time zone. */
export function formatMomentDay(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'MMM d, yyyy');
}

/** A moment with its time, as notifications show it: 'MMM d, h:mm a' (`Jan 5, 2:07 PM`). */
export function formatMoment(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'MMM d, h:mm a');
}

/** A moment with its year and time, for records kept for years (the audit trail): 'MMM d, yyyy, h:mm a'. */
export function formatMomentDayAndTime(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'MMM d, yyyy, h:mm a');
}

/** A chat message's time of day: 'h:mm a' (`2:07 PM`). */
export function formatMessageTime(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'h:mm a');
}

/** True when two moments fall on the same day in the viewer's time zone. */
export function isSameLocalDay(first: string, second: string): boolean {
  return isSameDay(new Date(first), new Date(second));
}

/** `YYYY-MM-DD` of `date` in the viewer's own calendar: the value of a date input. */
export function toLocalDateInput(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** `YYYY-MM-DD` for a date input from a date-only field; `''` when there is no date. */
export function toDateInputValue(isoDate: string | null | undefined): string {
  return isoDate ? isoDate.slice(0, 10) : '';
}
