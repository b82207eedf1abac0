// The product's date and time formats, for every frontend (`@clientline/shared-ui/dates`). Not a shared
// singleton: it is bundled, tree-shaken, into each remote that formats dates. The browser's Intl writes
// them (date-fns's `format` brought 6 KiB of locale and pattern code to every page that shows a date), and
// the few days below are read and compared by hand (its `parseISO` was 1 KiB more in every first load).

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** `date` in US English with these parts, e.g. 'Jan 5, 2:07 PM'. */
function formatted(date: Date, parts: Intl.DateTimeFormatOptions): string {
  // Some engines put a narrow no-break space before AM/PM: the same text everywhere (a server's render too).
  return new Intl.DateTimeFormat('en-US', parts).format(date).replace(/\u202f/g, ' ');
}

/**
 * The calendar day of a date-only field (a due date, a project's start, a task's date: stored at 00:00
 * UTC), as local midnight. Read from its `YYYY-MM-DD` part, so no time zone moves it to the day before.
 */
export function calendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return new Date(year!, month! - 1, day);
}

/** A date-only field as 'MMM d, yyyy' (`Jan 5, 2030`), the same day in every time zone. */
export function formatDay(isoDate: string): string {
  return formatted(calendarDay(isoDate), DAY);
}

/** A moment (a creation time, a link's expiry) as 'MMM d, yyyy' in the viewer's time zone. */
export function formatMomentDay(isoDateTime: string): string {
  return formatted(new Date(isoDateTime), DAY);
}

/** A moment's day in the viewer's time zone without its year when it is `today`'s year: 'MMM d' (`Nov 20`). */
export function formatRecentDay(isoDateTime: string, today = new Date()): string {
  const date = new Date(isoDateTime);
  return formatted(date, date.getFullYear() === today.getFullYear() ? { month: 'short', day: 'numeric' } : DAY);
}

/** A moment with its time, as notifications show it: 'MMM d, h:mm a' (`Jan 5, 2:07 PM`). */
export function formatMoment(isoDateTime: string): string {
  return formatted(new Date(isoDateTime), { month: 'short', day: 'numeric', ...TIME });
}

/** A moment with its year and time, for records kept for years (the audit trail): 'MMM d, yyyy, h:mm a'. */
export function formatMomentDayAndTime(isoDateTime: string): string {
  return formatted(new Date(isoDateTime), { ...DAY, ...TIME });
}

/** A chat message's time of day: 'h:mm a' (`2:07 PM`). */
export function formatMessageTime(isoDateTime: string): string {
  return formatted(new Date(isoDateTime), TIME);
}

/** True when two moments fall on the same day in the viewer's time zone. */
export function isSameLocalDay(first: string, second: string): boolean {
  return new Date(first).toDateString() === new Date(second).toDateString();
}

/** `YYYY-MM-DD` of `date` in the viewer's own calendar: the value of a date input. */
export function toLocalDateInput(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** `YYYY-MM-DD` for a date input from a date-only field; `''` when there is no date. */
export function toDateInputValue(isoDate: string | null | undefined): string {
  return isoDate ? isoDate.slice(0, 10) : '';
}

/** True when the calendar day of a date-only field (a project's start) is still to come in the viewer's calendar. */
export function isLaterThanToday(isoDate: string, today = new Date()): boolean {
  return isoDate.slice(0, 10) > toLocalDateInput(today);
}

/**
 * True when the calendar day of a date-only field falls after another's: a milestone or task due after
 * its project's end date. False when there is no end date.
 */
export function isDayAfter(day: string, limit: string | null | undefined): boolean {
  return Boolean(limit) && day.slice(0, 10) > limit!.slice(0, 10);
}
