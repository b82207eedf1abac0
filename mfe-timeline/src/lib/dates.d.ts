/** A share link's expiry is the moment it stops: the last day it works is the day before that moment. */
export declare function lastDayOfLink(expiresAt: string): string;
/** Whole days from the viewer's today to a date-only value (negative when it has passed). */
export declare function daysFromToday(iso: string, now: Date): number;
/** Position of a date-only value on a time axis, in UTC days since the epoch. */
export declare function dayNumber(iso: string): number;
/** The viewer's today on the same axis as `dayNumber`. */
export declare function todayNumber(now: Date): number;
