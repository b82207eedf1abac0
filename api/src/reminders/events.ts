import { DomainEvents } from '../events/domain-events';
import type { DocumentRequestItemRecord } from '../documents/model';
import type { ProjectRecord } from '../projects/model';

/** What a reminder names of its project, and who sees it (for the live update). */
export type RemindedProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'name' | 'clientId' | 'assigneeIds'>;

export interface ReminderEvents {
  /**
   * A reminder of an outstanding item went to the project's client (mail queued and recorded), emitted
   * once per reminder by the process that recorded it. Notifications listens, for the client's bell, and
   * live updates, so the item's "Reminded n times" changes on open screens.
   * `number`: the item's reminders so far, this one included; `manual`: staff pressed "Remind now".
   */
  sent: { project: RemindedProject; item: DocumentRequestItemRecord; number: number; manual: boolean };
}

export const reminderEvents = new DomainEvents<ReminderEvents>();
