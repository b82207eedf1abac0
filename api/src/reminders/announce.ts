import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { reminderEvents, type RemindedProject, type SentReminder } from './events';

/**
 * Part of the update that records a reminder sent: marks the item as having reminders to announce, so a
 * process that dies before `announceReminders` leaves a gap the reminder pass sees (`announced` below the count).
 */
export const AWAITING_ANNOUNCEMENT = { $max: { 'reminders.announced': 0 } } as const;

/** A process records and announces a reminder within moments: one not announced this long after it went died between the two. */
export const UNANNOUNCED_AFTER_MS = 60_000;

/**
 * Tells the client's bell and the open screens of reminders of the project's items (the reminders' `sent`
 * event), then records them announced. Announcing a reminder twice adds no second bell item (one per number).
 */
export async function announceReminders(project: RemindedProject, reminders: SentReminder[]): Promise<void> {
  if (reminders.length === 0) return;
  await reminderEvents.emit('sent', { project, reminders });
  await DocumentRequestItem.bulkWrite(
    reminders.map(({ item, number }) => ({ updateOne: { filter: { _id: item._id, organizationId: item.organizationId }, update: { $max: { 'reminders.announced': number } } } })),
    { ordered: false },
  );
}

/** The number of the item's last reminder when it was recorded and not announced, and long enough ago; else null. */
export function unannouncedReminder(item: Pick<DocumentRequestItemRecord, 'reminders'>, at: Date): number | null {
  const reminders = item.reminders;
  if (!reminders || reminders.announced === undefined || !reminders.lastAt) return null;
  const count = (reminders.automatic ?? 0) + (reminders.manual ?? 0);
  if (reminders.announced >= count) return null;
  return at.getTime() - reminders.lastAt.getTime() >= UNANNOUNCED_AFTER_MS ? count : null;
}
