import type { DueDateReminderSchedule, TemplateAddressee, TemplateBatchStatus, TemplateCadence } from '@clientline/contracts';
import type { ReminderChoice } from './editor-values';
import type { BadgeTone } from '@clientline/shared-ui';

/** Who of the client's account a document request asks. */
export const ADDRESSEE_LABELS: Record<TemplateAddressee, string> = {
  primary: 'Primary person',
  everyone: 'Everyone',
};

/** The choices of a request's automatic reminders, in the order offered. */
export const REMINDER_CHOICES: Array<[ReminderChoice, string]> = [
  ['firm', "Firm's schedule"],
  ['own', 'Own schedule'],
  ['off', 'None'],
];

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "7 days before the due date, on it, then every 2 days while overdue (3 in all)"; empty while a number is missing. */
export function scheduleText({ daysBefore, repeatDays, maximum }: DueDateReminderSchedule): string {
  if (![daysBefore, repeatDays, maximum].every(Number.isFinite)) return '';
  const steps = [...(daysBefore > 0 ? [`${daysText(daysBefore)} before the due date`] : []), daysBefore > 0 ? 'on it' : 'on the due date'];
  if (maximum > steps.length) steps.push(`then every ${repeatDays === 1 ? 'day' : daysText(repeatDays)} while overdue`);
  return `${steps.slice(0, maximum).join(', ')} (${maximum === 1 ? 'once' : `${maximum} in all`})`;
}

/** The client the editor fills a name in for, to show what the placeholders become. */
export const SAMPLE_CLIENT = { client: 'Ann Lee', firstName: 'Ann' };

/**
 * The period work is usually made for around `today`: the one just ended (last year's return, last
 * quarter's, last month's books). One of `periodChoices(cadence, today)`.
 */
export function suggestedPeriod(cadence: TemplateCadence, today: Date): string {
  const year = today.getFullYear();
  const month = today.getMonth(); // 0 to 11
  if (cadence === 'yearly') return String(year - 1);
  if (cadence === 'quarterly') {
    const quarter = Math.floor(month / 3); // this quarter, 0 to 3
    return quarter === 0 ? `${year - 1}-Q4` : `${year}-Q${quarter}`;
  }
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

/** A batch's status as its badge says it. */
export const BATCH_STATUSES: Record<TemplateBatchStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Waiting to start', tone: 'neutral' },
  running: { label: 'Creating projects', tone: 'info' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'destructive' },
  undone: { label: 'Undone', tone: 'warning' },
};

/** The address of a batch's page: the template's Create projects page with the batch in it. */
export const batchPath = (templateId: string, batchId: string) => `/templates/${encodeURIComponent(templateId)}/create?batch=${encodeURIComponent(batchId)}`;
