import mongoose, { type Types } from 'mongoose';
import { OUTSTANDING_DOCUMENT_REQUEST_STATUSES, type ReminderSettings } from '@clientline/contracts';
import { now } from '../clock/clock';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { distinctIds } from '../ids/distinct-ids';
import type { Logger } from '../observability/logger';
import { HttpError } from '../http/errors';
import { Organization } from '../organizations/model';
import { askedOf } from '../client-accounts/people';
import { Project, type ProjectRecord } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import { announceReminders, AWAITING_ANNOUNCEMENT, unannouncedReminder } from './announce';
import { FIRM_OF_MAIL_FIELDS, NO_FIRM, queueReminderMails, type FirmOfMail } from './mail';
import { dueSlot, QUIET_AFTER_REMINDER_MS, scheduleOf } from './schedule';
import { reminderSettingsOf } from './settings';

export interface ReminderPassResult {
  /** Outstanding items with reminders on that the pass looked at. */
  considered: number;
  /** Reminders this pass queued and recorded (another process may have recorded some of the due ones). */
  sent: number;
  /** Slots passed over without a mail: the client was reminded within a day, or their address takes no mail. */
  passedOver: number;
  /** Reminders recorded by a process that died before announcing them, announced by this pass. */
  announcedLate: number;
}

/** Reminders queued at once by one pass: each is an insert and an update, so a few in flight keep the database busy without flooding it. */
const AT_ONCE = 8;

type PassItem = Pick<
  DocumentRequestItemRecord,
  '_id' | 'organizationId' | 'projectId' | 'clientId' | 'name' | 'dueDate' | 'status' | 'note' | 'requestedBy' | 'addressedTo' | 'reminders' | 'createdAt'
>;
type PassProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'name' | 'clientId' | 'assigneeIds' | 'status' | 'archivedAt'>;
type PassUser = Pick<UserRecord, '_id' | 'username' | 'displayName' | 'requiresPasswordChange' | 'status' | 'role' | 'clientAccountId' | 'limitedToProjectIds'> & {
  archivedAt?: Date | null;
};

/** The condition that the item's automatic reminders stand where this pass read them (items stored before automatic reminders existed have none). */
export function slotIs(handled: number) {
  return { 'reminders.slot': handled === 0 ? mongoose.trusted({ $in: [0, null] }) : handled };
}

/**
 * One reminder pass over every firm's outstanding items (run by each api process's reminder worker, and
 * by tests at a clock they set). For each item whose next reminder is due it queues the mail under the key
 * `reminder:<itemId>:<slot>`, which the outbox takes once, then records the slot, the count and the time
 * on the item only if the slot is still the one it read. Two processes running a pass at once thus queue
 * one mail and record it once; a process that dies between the two steps leaves the slot unrecorded, and
 * the next pass (any process) queues the same key again, which the outbox ignores, and records it.
 * Then it announces it (the client's bell, open screens: announce.ts); the pass also announces a reminder
 * any process recorded a minute or more ago and died before announcing.
 * Each person of the item's client who sees its project is mailed. Nothing is sent for a completed or
 * archived project, or an archived client.
 */
export async function runReminderPass(logger?: Logger, at: Date = now()): Promise<ReminderPassResult> {
  // Across firms, like the outbox worker: the pass is the processes' job, not one firm's request.
  const items = await DocumentRequestItem.find(
    { status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }), 'reminders.off': mongoose.trusted({ $ne: true }) },
    { organizationId: 1, projectId: 1, clientId: 1, name: 1, dueDate: 1, status: 1, note: 1, requestedBy: 1, addressedTo: 1, reminders: 1, createdAt: 1 },
    { unscoped: true },
  ).lean<PassItem[]>();
  const result: ReminderPassResult = { considered: items.length, sent: 0, passedOver: 0, announcedLate: 0 };
  if (items.length === 0) return result;

  const settings = await reminderSettingsOf(distinctIds(items.map((item) => item.organizationId)));
  const due: Array<{ item: PassItem; slot: number }> = [];
  for (const item of items) {
    const firmSchedule = settings.get(item.organizationId.toString()) as ReminderSettings;
    if (!firmSchedule.enabled) continue;
    const slot = dueSlot(item, scheduleOf(item.reminders?.schedule, firmSchedule), item.reminders?.slot ?? 0, at);
    if (slot !== null) due.push({ item, slot });
  }
  const unannounced = items.flatMap((item) => {
    const number = unannouncedReminder(item, at);
    return number === null ? [] : [{ item, number }];
  });
  const involved = [...due, ...unannounced];
  if (involved.length === 0) return result;

  const firms = distinctIds(involved.map(({ item }) => item.organizationId));
  const [projects, people, names] = await Promise.all([
    Project.find(
      { organizationId: mongoose.trusted({ $in: firms }), _id: mongoose.trusted({ $in: distinctIds(involved.map(({ item }) => item.projectId)) }) },
      { organizationId: 1, name: 1, clientId: 1, assigneeIds: 1, status: 1, archivedAt: 1 },
    ).lean<PassProject[]>(),
    User.find(
      { organizationId: mongoose.trusted({ $in: firms }), role: 'client', clientAccountId: mongoose.trusted({ $in: distinctIds(due.map(({ item }) => item.clientId)) }) },
      { username: 1, displayName: 1, requiresPasswordChange: 1, accessTokenExpiresAt: 1, status: 1, archivedAt: 1, role: 1, clientAccountId: 1, limitedToProjectIds: 1, createdAt: 1 },
    )
      .sort({ createdAt: 1, _id: 1 })
      .lean<PassUser[]>(),
    Organization.find({ _id: mongoose.trusted({ $in: firms }) }, FIRM_OF_MAIL_FIELDS).lean<Array<FirmOfMail & { _id: Types.ObjectId }>>(),
  ]);
  const projectOf = new Map(projects.map((project) => [project._id.toString(), project]));
  // Of the people of the item's client who see its project (client-accounts/people.ts whoSeeFilter, read for
  // every item at once), those it is asked of.
  const reminded = (item: PassItem) =>
    askedOf(seeing(item), item.addressedTo);
  const seeing = (item: PassItem) =>
    people.filter(
      (person) =>
        person.role === 'client' &&
        person.clientAccountId?.equals(item.clientId) &&
        person.status === 'active' &&
        !person.archivedAt &&
        (!person.limitedToProjectIds || person.limitedToProjectIds.some((projectId) => projectId.equals(item.projectId))),
    );
  const firmOf = new Map(names.map((firm) => [firm._id.toString(), firm]));

  const remind = async ({ item, slot }: { item: PassItem; slot: number }) => {
    const project = projectOf.get(item.projectId.toString());
    const clientPeople = reminded(item);
    if (!project || project.status === 'completed' || project.archivedAt) return;
    if (clientPeople.length === 0) return;
    const handled = item.reminders?.slot ?? 0;
    const scope = { _id: item._id, organizationId: item.organizationId, ...slotIs(handled) };
    const lastAt = item.reminders?.lastAt;
    if (lastAt && at.getTime() - lastAt.getTime() < QUIET_AFTER_REMINDER_MS) {
      // Reminded within a day ("Remind now"): this slot passes without a second mail.
      const { modifiedCount } = await DocumentRequestItem.updateOne(scope, { $set: { 'reminders.slot': slot } });
      result.passedOver += modifiedCount;
      return;
    }
    try {
      await queueReminderMails({
        key: `reminder:${item._id.toString()}:${slot}`,
        item: item as DocumentRequestItemRecord,
        project,
        people: clientPeople,
        firm: firmOf.get(item.organizationId.toString()) ?? NO_FIRM,
        at,
      });
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 400)) throw error;
      // The client's address cannot receive mail: this slot passes, rather than being tried every pass.
      const { modifiedCount } = await DocumentRequestItem.updateOne(scope, { $set: { 'reminders.slot': slot } });
      result.passedOver += modifiedCount;
      return;
    }
    const recorded = await DocumentRequestItem.findOneAndUpdate(
      scope,
      { $set: { 'reminders.slot': slot, 'reminders.lastAt': at }, $inc: { 'reminders.automatic': 1 }, ...AWAITING_ANNOUNCEMENT },
      { returnDocument: 'after' },
    ).lean<DocumentRequestItemRecord>();
    // Another process recorded it first: its mail is the one the outbox kept, and it tells the bell.
    if (!recorded) return;
    result.sent += 1;
    const number = (recorded.reminders?.automatic ?? 0) + (recorded.reminders?.manual ?? 0);
    await announceReminders(project, [{ item: recorded, number }]);
  };

  let next = 0;
  const lane = async () => {
    while (next < due.length) {
      const one = due[next++]!;
      try {
        await remind(one);
      } catch (error) {
        // One item's trouble (the database away for a moment) does not stop the others; the next pass tries it again.
        logger?.warn({ err: error, itemId: one.item._id.toString() }, 'A document reminder could not be queued');
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, lane));

  for (const { item, number } of unannounced) {
    const project = projectOf.get(item.projectId.toString());
    if (!project) continue;
    try {
      await announceReminders(project, [{ item: item as DocumentRequestItemRecord, number }]);
      result.announcedLate += 1;
    } catch (error) {
      logger?.warn({ err: error, itemId: item._id.toString() }, 'A document reminder could not be announced');
    }
  }
  return result;
}
