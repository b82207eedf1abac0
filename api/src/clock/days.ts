const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 20, 2026": a due date is a calendar day, stored as midnight UTC. */
export function formatDay(day: Date): string {
  return dayFormat.format(day);
}
