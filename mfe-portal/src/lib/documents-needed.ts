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

/** Of `outstanding` documents, how many the nearest due date is for: '' (the only one), 'one ', '2 ', 'both ', 'all '. */
function howManyDue(dueThatDay: number, outstanding: number): string {
  if (outstanding === 1) return '';
  if (dueThatDay === outstanding) return outstanding === 2 ? 'both ' : 'all ';
  return dueThatDay === 1 ? 'one ' : `${dueThatDay} `;
}

export interface DocumentsNeeded {
  /** '3 documents needed', '1 document needed'. */
  count: string;
  /**
   * When the nearest due date is: ', due tomorrow' (of one), ', one due in 2 days' (of several), ', 2 due in 2
   * days' or ', both due in 2 days' (several due that day); '' when none has a due date.
   */
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
  const dueDays = outstanding.flatMap((item) => (item.dueDate ? [item.dueDate.slice(0, 10)] : [])).sort();
  if (!today || dueDays.length === 0) return { count, nearest: '' };
  const dueThatDay = dueDays.filter((day) => day === dueDays[0]).length;
  return { count, nearest: `, ${howManyDue(dueThatDay, outstanding.length)}${whenDue(dueDays[0]!, today)}` };
}
