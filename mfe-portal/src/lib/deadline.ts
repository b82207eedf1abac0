import { differenceInCalendarDays } from 'date-fns';
import type { Milestone } from '@clientline/contracts';
import { calendarDay } from '@clientline/shared-ui/dates';

/** Under 7 days left is due soon. */
export const DUE_SOON_DAYS = 7;

export type DeadlineTone = 'destructive' | 'warning' | 'success';

export interface Deadline {
  label: string;
  tone: DeadlineTone;
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The milestone deadline badge: 'N days overdue', 'Due today' or 'N days remaining',
 * red at 0 or less, amber under 7. A completed milestone has none.
 */
export function milestoneDeadline(milestone: Pick<Milestone, 'dueDate' | 'status'>, today: Date = new Date()): Deadline | null {
  if (milestone.status === 'completed') return null;
  const remaining = differenceInCalendarDays(calendarDay(milestone.dueDate), today);
  const tone: DeadlineTone = remaining <= 0 ? 'destructive' : remaining < DUE_SOON_DAYS ? 'warning' : 'success';
  if (remaining < 0) return { label: `${days(-remaining)} overdue`, tone };
  if (remaining === 0) return { label: 'Due today', tone };
  return { label: `${days(remaining)} remaining`, tone };
}

/** The open milestone due first, the one a client asks about. */
export function nextMilestone<M extends Pick<Milestone, 'dueDate' | 'status'>>(milestones: M[]): M | null {
  const open = milestones.filter((milestone) => milestone.status !== 'completed');
  return open.reduce<M | null>((first, milestone) => (first === null || milestone.dueDate < first.dueDate ? milestone : first), null);
}
