import { format } from 'date-fns';

/** 'YYYY-MM-DD' of `date` in the viewer's own calendar. */
export function localDateString(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * Task and project dates are date-only, stored at 00:00 UTC: shown as that UTC day ('MMM d, yyyy'),
 * so a viewer west of Greenwich does not see the day before.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return format(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), 'MMM d, yyyy');
}

/** A moment (a share link's expiry, its creation) in the viewer's time zone, as 'MMM d, yyyy'. */
export function formatLocalDay(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** A share link's expiry is the moment it stops: the last day it works is the day before that moment. */
export function lastDayOfLink(expiresAt: string): string {
  return formatLocalDay(new Date(Date.parse(expiresAt) - 1).toISOString());
}

/** Message times (spec section 9). */
export function formatMessageTime(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from the viewer's today to a date-only value (negative when it has passed). */
export function daysFromToday(iso: string, now: Date): number {
  const day = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((day - today) / DAY_MS);
}

/** Position of a date-only value on a time axis, in UTC days since the epoch. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(iso.slice(0, 10)) / DAY_MS);
}

/** The viewer's today on the same axis as `dayNumber`. */
export function todayNumber(now: Date): number {
  return Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS);
}
