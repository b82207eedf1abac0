// The timeline's own date arithmetic; the product's date formats come from `@clientline/shared-ui/dates`.
import { formatMomentDay } from '@clientline/shared-ui/dates';

/** A share link's expiry is the moment it stops: the last day it works is the day before that moment. */
export function lastDayOfLink(expiresAt: string): string {
  return formatMomentDay(new Date(Date.parse(expiresAt) - 1).toISOString());
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
