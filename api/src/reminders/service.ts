import mongoose, { type Types } from 'mongoose';
import {
  NOTHING_TO_REMIND,
  OUTSTANDING_DOCUMENT_REQUEST_STATUSES,
  PROJECT_NOT_REMINDABLE,
  REMIND_NOW_INTERVAL_MS,
  remindNowTooSoonMessage,
  type DocumentRequestItem as DocumentRequestItemView,
} from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { askedOf, peopleToMail } from '../client-accounts/people';
import { describeChanges, projectPartObject, recordAudit, recordAuditOnce } from '../audit/record';
import { now } from '../clock/clock';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { presentRequestItem } from '../documents/names';
import { REQUEST_ITEM_NOT_FOUND } from '../documents/service';
import { HttpError } from '../http/errors';
import { partId } from '../ids/part-id';
import { Organization } from '../organizations/model';
import { findManagedProject, visibleProjectContentFilter } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { readOnce } from '../steps/remembered-reads';
import { announceReminders, AWAITING_ANNOUNCEMENT } from './announce';
import type { SentReminder } from './events';
import { FIRM_OF_MAIL_FIELDS, NO_FIRM, queueOpenItemsMail, queueReminderMails, type FirmOfMail } from './mail';

/** The item and its project, for whoever manages the project: 404 for an item the actor may not see, 403 for one they may not change. */
async function findManagedItem(actor: Actor, itemId: Types.ObjectId): Promise<{ item: DocumentRequestItemRecord; project: ProjectRecord }> {
  const item = await DocumentRequestItem.findOne({ _id: itemId, ...(await visibleProjectContentFilter(actor)) }).lean<DocumentRequestItemRecord>();
  if (!item) throw new HttpError(404, REQUEST_ITEM_NOT_FOUND);
  return { item, project: await findManagedProject(actor, item.projectId) };
}

const manualIs = (sent: number) => ({ 'reminders.manual': sent === 0 ? mongoose.trusted({ $in: [0, null] }) : sent });

const firmOfMail = (actor: Actor) =>
  readOnce(`firm-of-mail:${actor.organizationId.toString()}`, () => Organization.findOne({ _id: actor.organizationId }, FIRM_OF_MAIL_FIELDS).lean<FirmOfMail>());

/**
 * "Remind now": mails the people of the project's client about the item at once, from the firm, and tells their bell.
 * At most once an hour per item (429, saying how long to wait), counting automatic reminders too; only
 * while the client still owes it (409) and the project and client are not completed or archived (409).
 * Two clicks at once queue one mail (same key `reminder:<itemId>:now:<n>`) and the second gets the 429.
 */
export async function remindNow(actor: Actor, itemId: Types.ObjectId): Promise<DocumentRequestItemView> {
  const { item, project } = await findManagedItem(actor, itemId);
  if (!OUTSTANDING_DOCUMENT_REQUEST_STATUSES.includes(item.status)) throw new HttpError(409, NOTHING_TO_REMIND);
  const [people, firm] = await Promise.all([
    peopleToMail(project).then((people) => askedOf(people, item.addressedTo)),
    firmOfMail(actor),
  ]);
  // The client archived: none of its people is left to remind.
  if (project.status === 'completed' || project.archivedAt || people.length === 0) throw new HttpError(409, PROJECT_NOT_REMINDABLE);

  const at = now();
  const tooSoon = () => {
    const lastAt = item.reminders?.lastAt?.getTime() ?? 0;
    return new HttpError(429, remindNowTooSoonMessage(Math.ceil((lastAt + REMIND_NOW_INTERVAL_MS - at.getTime()) / 60_000)));
  };
  const lastAt = item.reminders?.lastAt;
  if (lastAt && at.getTime() - lastAt.getTime() < REMIND_NOW_INTERVAL_MS) throw tooSoon();

  const sent = item.reminders?.manual ?? 0;
  await queueReminderMails({
    key: `reminder:${item._id.toString()}:now:${sent + 1}`,
    item,
    project,
    people,
    firm: firm ?? NO_FIRM,
    at,
  });
  const recorded = await DocumentRequestItem.findOneAndUpdate(
    { _id: item._id, organizationId: item.organizationId, ...manualIs(sent) },
    { $set: { 'reminders.lastAt': at }, $inc: { 'reminders.manual': 1 }, ...AWAITING_ANNOUNCEMENT },
    { returnDocument: 'after' },
  ).lean<DocumentRequestItemRecord>();
  // A click beside this one recorded the same mail first.
  if (!recorded) throw new HttpError(429, remindNowTooSoonMessage(60));
  const number = (recorded.reminders?.automatic ?? 0) + (recorded.reminders?.manual ?? 0);
  await announceReminders(project, [{ item: recorded, number }]);
  await recordAudit({ action: 'document_request.reminded', object: projectPartObject('document_request', recorded), project, detail: `Reminder ${number}, mailed to ${people.map((person) => person.displayName).join(', ')}` });
  return presentRequestItem(recorded, project.name);
}

/** Switches the automatic reminders of one item off or back on (for whoever manages the project). */
export async function switchItemReminders(actor: Actor, itemId: Types.ObjectId, enabled: boolean): Promise<DocumentRequestItemView> {
  const { item, project } = await findManagedItem(actor, itemId);
  const updated = await DocumentRequestItem.findOneAndUpdate(
    { _id: item._id, organizationId: item.organizationId },
    { $set: { 'reminders.off': !enabled } },
    { returnDocument: 'after' },
  )
    .orFail(() => new HttpError(404, REQUEST_ITEM_NOT_FOUND))
    .lean<DocumentRequestItemRecord>();
  const detail = describeChanges([['Automatic reminders', item.reminders?.off !== true, enabled]]);
  if (detail) await recordAudit({ action: 'document_request.reminders_switched', object: projectPartObject('document_request', updated), project, detail });
  return presentRequestItem(updated, project.name);
}

export const NOTHING_OPEN = 'Nothing is open';
export const REMINDED_WITHIN_THE_HOUR = 'Reminded within the last hour';

/**
 * Reminds the project's client of everything still open in one mail per person (an action on a selection),
 * leaving out items reminded within the hour. Each item reminded is recorded, told to the bell and audited
 * as a Remind now. Run again with the same `key` and `at` (a retried job), it queues no second mail and
 * records nothing twice. Null when reminded, else why not.
 */
export async function remindOfEverythingOpen(actor: Actor, project: ProjectRecord, { key, at }: { key: string; at: Date }): Promise<string | null> {
  if (project.status === 'completed' || project.archivedAt) return PROJECT_NOT_REMINDABLE;
  const open = await DocumentRequestItem.find({
    organizationId: project.organizationId,
    projectId: project._id,
    status: mongoose.trusted({ $in: OUTSTANDING_DOCUMENT_REQUEST_STATUSES }),
  }).lean<DocumentRequestItemRecord[]>();
  if (open.length === 0) return NOTHING_OPEN;
  const remindedBefore = (item: DocumentRequestItemRecord) => item.reminders?.lastAt && item.reminders.lastAt.getTime() !== at.getTime() && at.getTime() - item.reminders.lastAt.getTime() < REMIND_NOW_INTERVAL_MS;
  const items = open.filter((item) => !remindedBefore(item));
  if (items.length === 0) return REMINDED_WITHIN_THE_HOUR;

  const [people, firm] = await Promise.all([
    peopleToMail(project),
    firmOfMail(actor),
  ]);
  const mailed = people.flatMap((person) => {
    const owed = items.filter((item) => askedOf(people, item.addressedTo).includes(person));
    return owed.length > 0 ? [{ person, owed }] : [];
  });
  if (mailed.length === 0) return PROJECT_NOT_REMINDABLE;
  for (const { person, owed } of mailed) {
    await queueOpenItemsMail({ key, items: owed, project, person, firm: firm ?? NO_FIRM });
  }
  // Recorded at `at` once, whether by this call or by an earlier run of it: those are announced (again, which adds nothing twice).
  const ofItems = { organizationId: project.organizationId, _id: mongoose.trusted({ $in: items.map((item) => item._id) }) };
  await DocumentRequestItem.updateMany(
    { ...ofItems, 'reminders.lastAt': mongoose.trusted({ $ne: at }) },
    { $set: { 'reminders.lastAt': at }, $inc: { 'reminders.manual': 1 }, ...AWAITING_ANNOUNCEMENT },
  );
  const recorded = await DocumentRequestItem.find({ ...ofItems, 'reminders.lastAt': at }).lean<DocumentRequestItemRecord[]>();
  const reminders: SentReminder[] = recorded.map((item) => ({ item, number: (item.reminders?.automatic ?? 0) + (item.reminders?.manual ?? 0) }));
  await announceReminders(project, reminders);
  // Each entry's id is its reminder's: a step run again writes none twice.
  await recordAuditOnce(
    reminders.map(({ item, number }) => ({
      entryId: partId(item._id, `reminded:${number}`),
      action: 'document_request.reminded' as const,
      object: projectPartObject('document_request', item),
      project,
      detail: `Reminder ${number}, mailed to ${mailed.filter(({ owed }) => owed.some((asked) => asked._id.equals(item._id))).map(({ person }) => person.displayName).join(', ')}`,
    })),
  );
  return null;
}
