import type { BadgeTone } from '@clientline/shared-ui';
import { daysFromToday } from './dates';

/** Spec section 9: under 7 days remaining is "due soon". */
export const DUE_SOON_DAYS = 7;

export interface TimelineHealth {
  label: 'Due Today' | 'Due Soon' | 'On Track' | 'No End Date Set';
  tone: BadgeTone;
  /** Never below 0 (spec section 4); null without an end date. */
  daysRemaining: number | null;
}

/** Timeline health from the project's end date (spec section 4). */
export function timelineHealth(endDate: string | null | undefined, now = new Date()): TimelineHealth {
  if (!endDate) return { label: 'No End Date Set', tone: 'neutral', daysRemaining: null };
  const daysRemaining = Math.max(0, daysFromToday(endDate, now));
  if (daysRemaining === 0) return { label: 'Due Today', tone: 'destructive', daysRemaining };
  if (daysRemaining < DUE_SOON_DAYS) return { label: 'Due Soon', tone: 'warning', daysRemaining };
  return { label: 'On Track', tone: 'success', daysRemaining };
}
