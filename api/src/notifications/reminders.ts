import { askedOf, peopleWhoSee } from '../client-accounts/people';
import type { DocumentRequestItemRecord } from '../documents/model';
import type { ProjectRecord } from '../projects/model';
import { reminderEvents } from '../reminders/events';
import { createManyOnce } from './service';

/** What the bell needs of reminders sent to a project's client about its outstanding items. */
export interface DocumentReminders {
  project: Pick<ProjectRecord, '_id' | 'organizationId' | 'name' | 'clientId'>;
  /** Each item's reminders so far, this one included: each reminder is one bell item, however often it is reported. */
  reminders: Array<{ item: Pick<DocumentRequestItemRecord, '_id' | 'name' | 'addressedTo'>; number: number }>;
}

/**
 * "A reminder was sent": a 'document_reminder' item in the bell of each of the project's client people it was
 * asked of (linked to the project, where the item is uploaded), pushed live like every notification. Called
 * for the reminders the reminders' `sent` event announces (automatic or "Remind now"); a repeat of the same
 * reminder number adds nothing.
 */
export async function notifyDocumentReminders({ project, reminders }: DocumentReminders): Promise<void> {
  const people = (await peopleWhoSee(project)).map((_id) => ({ _id }));
  await createManyOnce(
    reminders.flatMap(({ item, number }) =>
      askedOf(people, item.addressedTo).map(({ _id: userId }) => ({
        organizationId: project.organizationId,
        userId,
        projectId: project._id,
        type: 'document_reminder' as const,
        content: `Reminder: ${project.name} still needs "${item.name}"`,
        milestoneData: null,
        eventKey: `document_reminder:${item._id.toString()}:${number}`,
      })),
    ),
  );
}

export function notifyOnReminders(): void {
  reminderEvents.on('sent', notifyDocumentReminders);
}
