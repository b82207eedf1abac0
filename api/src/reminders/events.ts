import { DomainEvents } from '../events/domain-events';
import type { DocumentRequestItemRecord } from '../documents/model';
import type { ProjectRecord } from '../projects/model';

/** What a reminder names of its project, and who sees it (for the live update). */
export type RemindedProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'name' | 'clientId' | 'assigneeIds'>;

export interface ReminderEvents {
  /**
   * A reminder of an outstanding item went to the project's client (mail queued and recorded), emitted by
   * the process that recorded it, or by a later reminder pass when that process died first (announce.ts):
   * listeners may hear one reminder twice. Notifications listens, for the client's bell (one item per
   * number), and live updates, so the item's "Reminded n times" changes on open screens.
   * `number`: the item's reminders so far (automatic and "Remind now"), this one included.
   */
  sent: { project: RemindedProject; item: DocumentRequestItemRecord; number: number };
}

export const reminderEvents = new DomainEvents<ReminderEvents>();
