// Sends each batch and digest once it is due, as a job on the job runner (one process at a time), queueing
// its mail in the outbox under a key of its own (`activity-batch:<user>:<id>`), so a process that dies after
// queueing and before recording leaves a mail that the job's next run does not repeat.
import mongoose, { Types } from 'mongoose';
import { notificationKindOf } from '@clientline/contracts';
import { presentNotificationSettings } from '../auth/notification-settings';
import { loadActor } from '../actor/load-actor';
import { now } from '../clock/clock';
import { cancelJob, queueJob, registerJobKind, type RunningJob } from '../jobs/runner';
import { queueMail } from '../mail/outbox';
import { firmOfClientMail } from '../organizations/practice';
import { replyAddressFor } from '../replies/addresses';
import { appLink } from '../mail/settings';
import { Notification, type NotificationRecord } from '../notifications/model';
import { DocumentRequestItem } from '../documents/model';
import { canSeeProject } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { composeActivityMail, onlyProjectOf, type ActivityLine } from './compose';
import { ActivityMail, type ActivityMailRecord } from './model';
import { activityMailSettings } from './settings';
import { unsubscribeToken } from './unsubscribe-token';

/** The link of a mail's one-click unsubscribe: GET shows a page with one button, POST unsubscribes. */
export function unsubscribeUrlFor(target: Parameters<typeof unsubscribeToken>[0]): string {
  return appLink(`/api/unsubscribe/${unsubscribeToken(target, activityMailSettings().secret)}`);
}

/** The lines the person may still be mailed: unread, of a category not turned off since, about projects they may see and not archived. */
async function linesFor(batch: ActivityMailRecord, user: UserRecord): Promise<ActivityLine[]> {
  const settings = presentNotificationSettings(user).activityMail;
  const wanted = batch.items.filter((item) => settings[item.category] !== 'off');
  if (wanted.length === 0) return [];
  const actor = await loadActor(user);
  if (!actor) return [];
  const notifications = await Notification.find({
    organizationId: batch.organizationId,
    userId: user._id,
    _id: mongoose.trusted({ $in: wanted.map((item) => item.notificationId) }),
    read: false,
    // What the bell leaves out (news of a project archived since) is not mailed either.
    projectArchived: mongoose.trusted({ $ne: true }),
  })
    .sort({ _id: 1 })
    .lean<NotificationRecord[]>();
  const projectIds = [...new Set(notifications.flatMap((notification) => (notification.projectId ? [notification.projectId.toString()] : [])))];
  const projects = new Map(
    (
      await Project.find({ organizationId: batch.organizationId, _id: mongoose.trusted({ $in: projectIds }) })
        .select('name clientId assigneeIds')
        .lean<Pick<ProjectRecord, '_id' | 'name' | 'clientId' | 'assigneeIds'>[]>()
    ).map((project) => [project._id.toString(), project]),
  );
  const categoryOfItem = new Map(wanted.map((item) => [item.notificationId.toString(), item.category]));
  const stillAsked = await itemsStillAsked(batch.organizationId, notifications);
  return notifications.flatMap((notification) => {
    const project = notification.projectId ? projects.get(notification.projectId.toString()) : null;
    // A project deleted since, or one the person may no longer see (taken off it behind a need-to-know wall).
    if (notification.projectId && (!project || !canSeeProject(actor, project))) return [];
    // Documents asked for and all answered (uploaded, or the request withdrawn) since: nothing to ask of them any more.
    if (notification.requestItemIds?.length && !notification.requestItemIds.some((id) => stillAsked.has(id.toString()))) return [];
    return [
      {
        projectId: project?._id.toString() ?? null,
        projectName: project?.name ?? null,
        content: notification.content,
        subject: notification.subject ?? null,
        category: categoryOfItem.get(notification._id.toString()) ?? notificationKindOf(notification.type).category,
      },
    ];
  });
}

/** Of the request items the news asks for, those still waiting on an upload. */
async function itemsStillAsked(organizationId: Types.ObjectId, notifications: NotificationRecord[]): Promise<Set<string>> {
  const ids = notifications.flatMap((notification) => notification.requestItemIds ?? []);
  if (ids.length === 0) return new Set();
  const open = await DocumentRequestItem.find(
    { organizationId, _id: mongoose.trusted({ $in: ids }), status: mongoose.trusted({ $in: ['requested', 'changes_requested'] }) },
    { _id: 1 },
  ).lean<Array<{ _id: Types.ObjectId }>>();
  return new Set(open.map((item) => item._id.toString()));
}

async function deliver(batch: ActivityMailRecord): Promise<void> {
  const mine = { _id: batch._id, status: 'sending' as const };
  const user = await User.findOne({ _id: batch.userId, organizationId: batch.organizationId }).lean<UserRecord>();
  const lines = user && isSignedInUser(user) ? await linesFor(batch, user) : [];
  if (lines.length === 0) {
    await ActivityMail.updateOne(mine, { $set: { status: 'empty', closedAt: now() } });
    return;
  }
  const target = { organizationId: batch.organizationId, userId: batch.userId, categories: [...new Set(lines.map((line) => line.category))] };
  const unsubscribeUrl = unsubscribeUrlFor(target);
  const key = `activity-${batch.kind}:${batch.userId.toString()}:${batch._id.toString()}`;
  const onlyProject = onlyProjectOf(lines);
  const replyTo = onlyProject ? await replyAddressFor({ _id: batch.userId, organizationId: batch.organizationId }, new Types.ObjectId(onlyProject)) : undefined;
  await queueMail({
    key,
    organizationId: batch.organizationId,
    to: user!.username,
    fromFirm: true,
    replyTo,
    unsubscribeUrl,
    content: composeActivityMail(batch.kind, user!, lines, unsubscribeUrl, { replyable: replyTo !== undefined, ...(await firmOfClientMail(batch.organizationId)) }),
  });
  await ActivityMail.updateOne(mine, { $set: { status: 'sent', mailKey: key, closedAt: now() } });
}

export const ACTIVITY_MAIL_JOB = 'activity-mail';

/** The job of a batch or digest is keyed by its due time: a digest moved to another hour gets a job of its own. */
const jobKeyOf = (batch: Pick<ActivityMailRecord, '_id' | 'dueAt'>) => `${ACTIVITY_MAIL_JOB}:${batch._id.toString()}:${batch.dueAt.getTime()}`;

/** Queues the sending of a batch or digest at its due time. */
export async function queueActivityMail(batch: Pick<ActivityMailRecord, '_id' | 'organizationId' | 'dueAt'>): Promise<void> {
  await queueJob({ kind: ACTIVITY_MAIL_JOB, key: jobKeyOf(batch), organizationId: batch.organizationId, data: { activityMailId: batch._id.toString(), dueAt: batch.dueAt.getTime() }, runAt: batch.dueAt });
}

/** A digest moved to another time: its job moves with it. */
export async function moveActivityMail(before: Pick<ActivityMailRecord, '_id' | 'dueAt'>, after: Pick<ActivityMailRecord, '_id' | 'organizationId' | 'dueAt'>): Promise<void> {
  await cancelJob(jobKeyOf(before));
  await queueActivityMail(after);
}

/**
 * The job: closes the batch or digest to new events (they open the next one) and mails what is left to say.
 * Run again after a crash it goes on from `sending`; the outbox key keeps its mail from going twice.
 */
async function sendActivityMail(job: RunningJob): Promise<void> {
  const claimed = await ActivityMail.findOneAndUpdate(
    { _id: new Types.ObjectId(String(job.data.activityMailId)), dueAt: new Date(Number(job.data.dueAt)), status: mongoose.trusted({ $in: ['open', 'sending'] }) },
    { $set: { status: 'sending' } },
    { returnDocument: 'after' },
  ).lean<ActivityMailRecord>();
  if (claimed) await deliver(claimed);
}

/** Registered by app.ts: the job runner of every process sends activity mail. */
export function sendActivityMailAsJobs(): void {
  registerJobKind(ACTIVITY_MAIL_JOB, { run: sendActivityMail });
}
