import { differenceInCalendarDays } from 'date-fns';
import { OUTSTANDING_DOCUMENT_REQUEST_STATUSES, type DocumentRequestItem } from '@clientline/contracts';
import { calendarDay } from '@clientline/shared-ui/dates';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** 'due today', 'due tomorrow', 'due in 5 days', '3 days overdue'. */
function whenDue(dueDate: string, today: Date): string {
  const remaining = differenceInCalendarDays(calendarDay(dueDate), today);
  if (remaining < 0) return `${days(-remaining)} overdue`;
  if (remaining === 0) return 'due today';
  if (remaining === 1) return 'due tomorrow';
  return `due in ${days(remaining)}`;
}

export interface DocumentsNeeded {
  /** '3 documents needed', '1 document needed'. */
  count: string;
  /** When the nearest due date is: ', one due in 2 days' (of several), ', due tomorrow' (of one); '' when none has a due date. */
  nearest: string;
}

/**
 * What the client still has to send for a project: its outstanding document requests (requested, or asked
 * again), and when the one due first is due, counted from `today`. Null when nothing is outstanding.
 * Without `today` (a page rendered before the viewer's own day is known) the nearest due is left out.
 */
export function documentsNeeded(items: DocumentRequestItem[], today?: Date): DocumentsNeeded | null {
  const outstanding = items.filter((item) => OUTSTANDING_DOCUMENT_REQUEST_STATUSES.includes(item.status));
  if (outstanding.length === 0) return null;
  const one = outstanding.length === 1;
  const count = `${outstanding.length} ${one ? 'document' : 'documents'} needed`;
  const dueDates = outstanding.flatMap((item) => (item.dueDate ? [item.dueDate] : [])).sort();
  if (!today || dueDates.length === 0) return { count, nearest: '' };
  return { count, nearest: `, ${one ? '' : 'one '}${whenDue(dueDates[0]!, today)}` };
}
