// Wall-clock times in a person's time zone, with Intl alone (no time zone library): the daily digest goes
// at 08:00 where the person is, and recurring work is made at midnight where the firm is, across
// daylight-saving changes.

const DAY_MS = 24 * 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** How far the zone's wall clock is ahead of UTC at `at`, in ms (negative west of Greenwich). */
function offsetMs(at: number, timeZone: string): number {
  const parts = Object.fromEntries(formatFor(timeZone).formatToParts(new Date(at)).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The moment the clock in `timeZone` shows `wall` (a wall time written as if it were UTC). */
function instantOfWall(wall: number, timeZone: string): number {
  // The offset at the wall time itself, then once more at the instant found (a day the clocks change).
  const guess = wall - offsetMs(wall, timeZone);
  return wall - offsetMs(guess, timeZone);
}

/** The first moment after `after` when the clock in `timeZone` shows `hour`:00. */
export function nextLocalHour(after: Date, timeZone: string, hour: number): Date {
  const local = new Date(after.getTime() + offsetMs(after.getTime(), timeZone));
  for (let day = 0; day <= 2; day += 1) {
    const instant = instantOfWall(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour), timeZone);
    if (instant > after.getTime()) return new Date(instant);
  }
  throw new Error(`No ${hour}:00 found in ${timeZone} after ${after.toISOString()}`);
}

/** When the day `date` (a calendar date, held as its UTC midnight) begins in `timeZone`. */
export function startOfLocalDay(date: Date, timeZone: string): Date {
  return new Date(instantOfWall(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), timeZone));
}

/** The calendar date in `timeZone` at `at`, held as its UTC midnight (as a recurrence holds its dates). */
export function localDate(at: Date, timeZone: string): Date {
  const local = at.getTime() + offsetMs(at.getTime(), timeZone);
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS));
}
