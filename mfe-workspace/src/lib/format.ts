import { format, parseISO } from 'date-fns';

/** A date-only field (stored at 00:00 UTC) as 'MMM d, yyyy', the same day in every time zone. */
export function formatDay(isoDate: string): string {
  return format(parseISO(isoDate.slice(0, 10)), 'MMM d, yyyy');
}

/** A moment (createdAt) as 'MMM d, yyyy' in the viewer's time zone. */
export function formatMomentDay(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM d, yyyy');
}

/** A moment with its time, as the spec shows notification times: 'MMM d, h:mm a'. */
export function formatMoment(isoDate: string): string {
  return format(parseISO(isoDate), 'MMM d, h:mm a');
}

/** Spec section 9: completed over total milestones as a rounded percentage (0 with no milestones). */
export function progressPercent(project: { completedMilestones: number; totalMilestones: number }): number {
  if (project.totalMilestones === 0) return 0;
  return Math.round((project.completedMilestones / project.totalMilestones) * 100);
}

/** Today as `YYYY-MM-DD` in the viewer's time zone, for date inputs. */
export function todayInputValue(now = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
