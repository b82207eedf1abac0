import mongoose, { type Types } from 'mongoose';
import { defaultEveryProjectNews, type FirmNewsKind, type Notification as NotificationResponse } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { ClientAccount } from '../client-accounts/model';
import { askedOf, peopleWhoSee, peopleWhoSeeEach } from '../client-accounts/people';
import { distinctIds } from '../ids/distinct-ids';
import { visibleProjectIdsIfLimited } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { readOnce } from '../steps/remembered-reads';
import { firmManagersFilter, User, type UserRecord } from '../users/model';
import { notificationEvents } from './events';
import { Notification, type NotificationRecord } from './model';
import type { ProjectNews } from './news';
import { toNotification } from './present';

/** The bell shows the newest ones; older notifications stay stored but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 100;

/**
 * Who of a project hears the news: everyone on it, or only its client's people (the firm's upload, a
 * request), or of those only the ones a request item is addressed to (`askedOf`).
 */
export type ProjectAudience = 'everyone' | 'client' | 'firm' | { askedOf: Types.ObjectId | null | undefined };

/**
 * Who hears about a project: the people of its client who see it and the firm (the organization accounts
 * and the project's assignees), or the client's people alone, or the firm alone, except the person who
 * caused the news.
 */
async function projectRecipients(project: ProjectRecord, actorId: Types.ObjectId, audience: ProjectAudience): Promise<Types.ObjectId[]> {
  const seeing = audience === 'firm' ? [] : await peopleWhoSee(project);
  const client = typeof audience === 'object' ? askedOf(seeing.map((_id) => ({ _id })), audience.askedOf).map((person) => person._id) : seeing;
  const firm = audience === 'everyone' || audience === 'firm' ? await projectStaff(project) : [];
  return distinctIds([...client, ...firm]).filter((id) => !id.equals(actorId));
}

/**
 * The firm's side of a project: its assignees, and those who run the firm (owner and admins) who hear of
 * every project's news (notification settings, defaultEveryProjectNews: the owner unless they chose not to).
 */
async function projectStaff(project: ProjectRecord): Promise<Types.ObjectId[]> {
  const managers = await readOnce(`managers-news:${project.organizationId.toString()}`, () =>
    User.find(firmManagersFilter(project.organizationId), { _id: 1, role: 1, 'notificationSettings.everyProjectNews': 1 }).lean<
      Pick<UserRecord, '_id' | 'role' | 'notificationSettings'>[]
    >(),
  );
  const hearingAll = managers.filter((manager) => manager.notificationSettings?.everyProjectNews ?? defaultEveryProjectNews(manager.role));
  return [...project.assigneeIds, ...hearingAll.map((manager) => manager._id)];
}

/**
 * Stores one notification per recipient (notification event `created` for each). News already
 * recorded (same eventKey on this project) creates nothing. Returns how many were created.
 */
export async function notifyProject(
  project: ProjectRecord,
  actorId: Types.ObjectId,
  news: ProjectNews,
  audience: ProjectAudience = 'everyone',
): Promise<number> {
  const scope = { organizationId: project.organizationId, projectId: project._id };
  if (news.eventKey && (await Notification.exists({ ...scope, eventKey: news.eventKey }))) return 0;

  const recipients = await projectRecipients(project, actorId, audience);
  if (recipients.length === 0) return 0;
  const client = await ClientAccount.findOne({ _id: project.clientId, organizationId: project.organizationId }, { name: 1 }).lean<{ name: string }>();
  const created = await Promise.all(
    recipients.map((userId) =>
      createOnce({
        ...scope,
        userId,
        type: news.type,
        content: news.content,
        subject: news.subject ?? null,
        milestoneData: news.milestoneData ?? null,
        projectName: project.name,
        clientName: client?.name ?? null,
        eventKey: news.eventKey ?? null,
        ...(news.requestItemIds && { requestItemIds: news.requestItemIds }),
        projectArchived: project.archivedAt !== null && project.archivedAt !== undefined,
      }),
    ),
  );
  const records = created.filter((record): record is NotificationRecord => record !== null);
  for (const notification of records) await notificationEvents.emit('created', { notification });
  return records.length;
}

/**
 * News of the firm itself (no project), for those who run it: the owner and the admins. One
 * notification each (notification event `created`), once per `eventKey`. Returns how many were created.
 */
export async function notifyFirmManagers(organizationId: Types.ObjectId, news: { type: FirmNewsKind; content: string; eventKey: string }): Promise<number> {
  const managers = await User.find(firmManagersFilter(organizationId), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  let created = 0;
  for (const manager of managers) {
    const notification = await createOnce({ organizationId, userId: manager._id, projectId: null, milestoneData: null, ...news });
    if (!notification) continue;
    created += 1;
    await notificationEvents.emit('created', { notification });
  }
  return created;
}

/** Stores one notification; null when the same news reached this user already (a concurrent report). */
type NewNotification = Omit<NotificationRecord, '_id' | 'read' | 'projectArchived' | 'createdAt' | 'updatedAt'> & Partial<Pick<NotificationRecord, 'projectArchived'>>;

export async function createOnce(notification: NewNotification): Promise<NotificationRecord | null> {
  try {
    return (await Notification.create(notification)).toObject() as NotificationRecord;
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return null;
    throw error;
  }
}

/**
 * The actor's own notifications, newest first. A team member walled off by need-to-know access no longer
 * sees those about projects they have been taken off (the firm's news, without a project, stays), and
 * nobody sees those about archived projects (they leave every list; restoring the project brings them back).
 */
export async function listNotifications(actor: Actor): Promise<NotificationResponse[]> {
  const projectIds = await visibleProjectIdsIfLimited(actor);
  const ofVisibleProjects = projectIds ? { projectId: mongoose.trusted({ $in: [...projectIds, null] }) } : {};
  const notifications = await Notification.find({
    organizationId: actor.organizationId,
    userId: actor.userId,
    ...ofVisibleProjects,
    projectArchived: mongoose.trusted({ $ne: true }),
  })
    .sort({ createdAt: -1, _id: -1 })
    .limit(NOTIFICATION_LIST_LIMIT)
    .lean<NotificationRecord[]>();
  return notifications.map(toNotification);
}

/** Marks the actor's own notifications among `ids` as read; other ids are ignored. Returns how many changed. */
export async function markNotificationsRead(actor: Actor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { modifiedCount } = await Notification.updateMany(
    { organizationId: actor.organizationId, userId: actor.userId, _id: mongoose.trusted({ $in: ids }), read: false },
    { $set: { read: true } },
  );
  return modifiedCount;
}

/** News of one project for its client's people: all of them who see it, or the one a request is asked of. */
export interface ClientNews {
  project: Pick<ProjectRecord, '_id' | 'organizationId' | 'clientId' | 'archivedAt'>;
  news: ProjectNews & { eventKey: string };
  askedOf?: Types.ObjectId | null;
}

/**
 * The news of many projects of one firm at once, for their clients' people only (a template's projects made
 * for hundreds of clients: the firm's bell is not told of each): one read of the people, one insert, then
 * notification event `createdMany` for those stored. Each news is stored once per person by its `eventKey`, so
 * a batch run again adds nothing. Returns how many were created.
 */
export async function notifyClientsAtOnce(organizationId: Types.ObjectId, items: ClientNews[]): Promise<number> {
  if (items.length === 0) return 0;
  const seeing = await peopleWhoSeeEach(organizationId, items.map((item) => item.project));
  const told = await Notification.find(
    { organizationId, projectId: mongoose.trusted({ $in: items.map((item) => item.project._id) }), eventKey: mongoose.trusted({ $in: items.map((item) => item.news.eventKey) }) },
    { projectId: 1, eventKey: 1 },
  ).lean<Array<{ projectId: Types.ObjectId; eventKey: string }>>();
  const alreadyTold = new Set(told.map((notification) => `${notification.projectId.toString()}:${notification.eventKey}`));
  const notifications = items.flatMap(({ project, news, askedOf: addressee }) => {
    if (alreadyTold.has(`${project._id.toString()}:${news.eventKey}`)) return [];
    const people = (seeing.get(project._id.toString()) ?? []).map((_id) => ({ _id }));
    const recipients = addressee === undefined ? people : askedOf(people, addressee);
    return recipients.map((person) => ({
      organizationId,
      projectId: project._id,
      userId: person._id,
      type: news.type,
      content: news.content,
      subject: news.subject ?? null,
      milestoneData: null,
      eventKey: news.eventKey,
      ...(news.requestItemIds && { requestItemIds: news.requestItemIds }),
      projectArchived: project.archivedAt !== null && project.archivedAt !== undefined,
    }));
  });
  return (await createManyOnce(notifications)).length;
}

/**
 * Stores the notifications with one insert (notification event `createdMany` for those stored), leaving out
 * any whose news already reached its user: the stored ones.
 */
export async function createManyOnce(notifications: NewNotification[]): Promise<NotificationRecord[]> {
  if (notifications.length === 0) return [];
  let stored: NotificationRecord[];
  try {
    stored = (await Notification.insertMany(notifications, { ordered: false })).map((document) => document.toObject() as NotificationRecord);
  } catch (error) {
    // Another process told some of them meanwhile: the unique index kept theirs, and those are theirs to announce.
    const inserted = (error as { insertedDocs?: Array<{ toObject(): unknown }> }).insertedDocs;
    if ((error as { code?: unknown }).code !== 11000 || !inserted) throw error;
    stored = inserted.map((document) => document.toObject() as NotificationRecord);
  }
  if (stored.length > 0) await notificationEvents.emit('createdMany', { notifications: stored });
  return stored;
}
