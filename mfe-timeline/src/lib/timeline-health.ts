import type { BadgeTone } from '@clientline/shared-ui';
import { daysFromToday } from './dates';

/** Under 7 days remaining (and not due today) is "Due Soon". */
export const DUE_SOON_DAYS = 7;

export interface TimelineHealth {
  label: 'Overdue' | 'Due Today' | 'Due Soon' | 'On Track' | 'No End Date Set';
  tone: BadgeTone;
  /** Never below 0: a project past its end date has 0 days remaining; null without an end date. */
  daysRemaining: number | null;
  /** Days past the end date, on an overdue project only. */
  daysOverdue?: number;
}

/**
 * Timeline health from the project's end date: 'No End Date Set' without one, 'Overdue' after it (the
 * specification's 0 days remaining, which would read "Due Today" for a project months late), 'Due Today'
 * on its day, 'Due Soon' under 7 days before it, else 'On Track'.
 */
export function timelineHealth(endDate: string | null | undefined, now = new Date()): TimelineHealth {
  if (!endDate) return { label: 'No End Date Set', tone: 'neutral', daysRemaining: null };
  const days = daysFromToday(endDate, now);
  if (days < 0) return { label: 'Overdue', tone: 'destructive', daysRemaining: 0, daysOverdue: -days };
  const daysRemaining = days;
  if (daysRemaining === 0) return { label: 'Due Today', tone: 'destructive', daysRemaining };
  if (daysRemaining < DUE_SOON_DAYS) return { label: 'Due Soon', tone: 'warning', daysRemaining };
  return { label: 'On Track', tone: 'success', daysRemaining };
}
