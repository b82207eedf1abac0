import type { BadgeTone } from '@clientline/shared-ui';
import { daysFromToday } from './dates';

/** Under 7 days remaining (and not due today) is "Due Soon". */
export const DUE_SOON_DAYS = 7;

export interface TimelineHealth {
  label: 'Due Today' | 'Due Soon' | 'On Track' | 'No End Date Set';
  tone: BadgeTone;
  /** Never below 0: a project past its end date has 0 days remaining; null without an end date. */
  daysRemaining: number | null;
}

/**
 * Timeline health from the project's end date: 'No End Date Set' without one, 'Due Today' on its day
 * (or after it), 'Due Soon' under 7 days before it, else 'On Track'.
 */
export function timelineHealth(endDate: string | null | undefined, now = new Date()): TimelineHealth {
  if (!endDate) return { label: 'No End Date Set', tone: 'neutral', daysRemaining: null };
  const daysRemaining = Math.max(0, daysFromToday(endDate, now));
  if (daysRemaining === 0) return { label: 'Due Today', tone: 'destructive', daysRemaining };
  if (daysRemaining < DUE_SOON_DAYS) return { label: 'Due Soon', tone: 'warning', daysRemaining };
  return { label: 'On Track', tone: 'success', daysRemaining };
}
