import type { BadgeTone } from '@clientline/shared-ui';
/** Under 7 days remaining (and not due today) is "Due Soon". */
export declare const DUE_SOON_DAYS = 7;
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
export declare function timelineHealth(endDate: string | null | undefined, now?: Date): TimelineHealth;
