import { DomainEvents } from '../events/domain-events';
import type { DocumentRequestItemRecord } from '../documents/model';
import type { ProjectRecord } from '../projects/model';

/** What a reminder names of its project, and who sees it (for the live update). */
export type RemindedProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'name' | 'clientId' | 'assigneeIds'>;

/** One reminder of an outstanding item; `number`: its reminders so far (automatic and "Remind now"), this one included. */
export interface SentReminder {
  item: DocumentRequestItemRecord;
  number: number;
}

export interface ReminderEvents {
  /**
   * Reminders of outstanding items of one project went to its client (mails queued and recorded), emitted
   * by the process that recorded them, or by a later reminder pass when that process died first
   * (announce.ts): listeners may hear one reminder twice. Notifications listens, for the client's bell (one
   * item per reminder number), and live updates, so the items' "Reminded n times" changes on open screens.
   */
  sent: { project: RemindedProject; reminders: SentReminder[] };
}

export const reminderEvents = new DomainEvents<ReminderEvents>();
