import { format, isSameDay, parseISO } from 'date-fns';

/**
 * A date-only field (stored at 00:00 UTC) as 'MMM d, yyyy'. Read from its calendar day, so a viewer
 * west of UTC does not see the day before.
 */
export function formatDay(isoDate: string): string {
  return format(calendarDay(isoDate), 'MMM d, yyyy');
}

/** The calendar day of a date-only field, as local midnight (what date-fns compares days with). */
export function calendarDay(isoDate: string): Date {
  return parseISO(isoDate.slice(0, 10));
}

/** `YYYY-MM-DD` for a date input, from a date-only field. */
export function toDateInputValue(isoDate: string | null): string {
  return isoDate ? isoDate.slice(0, 10) : '';
}

/** A message's time of day, spec section 9. */
export function formatMessageTime(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'h:mm a');
}

/** A moment (not a date-only field) as 'MMM d, yyyy', in the viewer's time zone. */
export function formatMomentDay(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'MMM d, yyyy');
}

/** A notification's time, spec section 2: 'MMM d, h:mm a'. */
export function formatNotificationTime(isoDateTime: string): string {
  return format(new Date(isoDateTime), 'MMM d, h:mm a');
}

export function isSameLocalDay(first: string, second: string): boolean {
  return isSameDay(new Date(first), new Date(second));
}
