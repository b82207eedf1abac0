import { now } from '../clock/clock';
import { startOfLocalDay } from '../clock/local-time';
import { queueJob, rescheduleJob } from '../jobs/runner';
import { addDays } from '../template-batches/dates';
import type { TemplateRecurrenceRecord } from './model';
import { occurrence } from './occurrences';

export const RECURRENCE_JOB = 'recurrence-occurrence';

type Scheduled = Pick<TemplateRecurrenceRecord, '_id' | 'organizationId' | 'cadence' | 'firstPeriod' | 'firstStartDate' | 'daysAhead' | 'timeZone' | 'nextIndex'>;

export function occurrenceOf(recurrence: Scheduled, index = recurrence.nextIndex): { period: string; startDate: Date } {
  return occurrence(recurrence.cadence, { period: recurrence.firstPeriod, startDate: recurrence.firstStartDate }, index);
}

/** When the next occurrence is made: at midnight where the firm is, `daysAhead` before it starts. */
export function makingTimeOf(recurrence: Scheduled): Date {
  return startOfLocalDay(addDays(occurrenceOf(recurrence).startDate, -recurrence.daysAhead), recurrence.timeZone);
}

export function occurrenceJobKey(recurrence: Pick<Scheduled, '_id' | 'nextIndex'>): string {
  return `${RECURRENCE_JOB}:${recurrence._id.toString()}:${recurrence.nextIndex}`;
}

/** Queues the job that makes the next occurrence: at its making time, or at once when that has passed. */
export async function queueNextOccurrence(recurrence: Scheduled): Promise<void> {
  const at = makingTimeOf(recurrence);
  await queueJob({
    kind: RECURRENCE_JOB,
    key: occurrenceJobKey(recurrence),
    organizationId: recurrence.organizationId,
    data: { recurrenceId: recurrence._id.toString(), index: recurrence.nextIndex },
    runAt: at > now() ? at : now(),
  });
}

/** After a change of days ahead: the queued job moves to the new making time. */
export async function rescheduleNextOccurrence(recurrence: Scheduled): Promise<void> {
  const at = makingTimeOf(recurrence);
  await rescheduleJob(occurrenceJobKey(recurrence), at > now() ? at : now());
}
