import { RRule, type Options } from 'rrule';
import { periodAfter, type TemplateCadence } from '@clientline/contracts';

// A recurrence's dates as RFC 5545 rules (through rrule), on calendar dates held as their UTC midnight: the
// first start date is the rule's DTSTART, and each next one falls on the same day a period later. A day the
// month does not have (the 31st, Feb 29) becomes the month's last day, as a person would expect.

const MONTHS_APART: Record<TemplateCadence, number> = { yearly: 12, quarterly: 3, monthly: 1 };
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The month's days a start may fall on: that day, or the last one when the month is shorter. */
function dayOrLast(day: number): Partial<Options> {
  if (day < 29) return { bymonthday: [day] };
  return { bymonthday: Array.from({ length: day - 27 }, (_, index) => 28 + index), bysetpos: [-1] };
}

export function recurrenceRule(cadence: TemplateCadence, firstStart: Date): RRule {
  const day = firstStart.getUTCDate();
  const options: Partial<Options> =
    cadence === 'yearly'
      ? { freq: RRule.YEARLY, bymonth: [firstStart.getUTCMonth() + 1], ...dayOrLast(day) }
      : { freq: RRule.MONTHLY, interval: MONTHS_APART[cadence], ...dayOrLast(day) };
  return new RRule({ ...options, dtstart: firstStart });
}

/** The `index`th occurrence (0: the first) of a recurrence: its period and its start date. */
export function occurrence(cadence: TemplateCadence, first: { period: string; startDate: Date }, index: number): { period: string; startDate: Date } {
  const dates = recurrenceRule(cadence, first.startDate).all((_, at) => at <= index);
  return { period: periodAfter(first.period, index), startDate: dates[index]! };
}

function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** "Every year on Jan 2", "Every 3 months on the 15th", "Every month on the last day". */
export function ruleText(cadence: TemplateCadence, firstStart: Date): string {
  const day = firstStart.getUTCDate();
  if (cadence === 'yearly') return `Every year on ${MONTH_NAMES[firstStart.getUTCMonth()]} ${day}${day >= 29 ? ' (or the month’s last day)' : ''}`;
  const every = cadence === 'quarterly' ? 'Every 3 months' : 'Every month';
  return `${every} on the ${day === 31 ? 'last day' : day >= 29 ? `${ordinal(day)} (or the month’s last day)` : ordinal(day)}`;
}
