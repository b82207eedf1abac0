// Sends the batches and digests that are due, from every api process, each exactly once: a process claims
// one with findOneAndUpdate (open and due, or `sending` with its lease run out) and queues its mail in the
// outbox under a key of its own (`activity-batch:<user>:<id>`), so a process that dies after queueing and
// before recording leaves a mail that another process's second queueing does not repeat.
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { presentNotificationSettings } from '../auth/notification-settings';
import { loadActor } from '../actor/load-actor';
import { now } from '../clock/clock';
import { queueMail } from '../mail/outbox';
import { appLink } from '../mail/settings';
import { Notification, type NotificationRecord } from '../notifications/model';
import type { Logger } from '../observability/logger';
import { canSeeProject } from '../projects/access';
import { Project, type ProjectRecord } from '../projects/model';
import { isSignedInUser, User, type UserRecord } from '../users/model';
import { categoryOf } from './categories';
import { composeActivityMail, type ActivityLine } from './compose';
import { ActivityMail, type ActivityMailRecord } from './model';
import { activityMailSettings } from './settings';
import { unsubscribeToken } from './unsubscribe-token';

const LEASE_MS = 60_000;

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
  return notifications.flatMap((notification) => {
    const project = notification.projectId ? projects.get(notification.projectId.toString()) : null;
    // A project deleted since, or one the person may no longer see (taken off it behind a need-to-know wall).
    if (notification.projectId && (!project || !canSeeProject(actor, project))) return [];
    return [
      {
        projectId: project?._id.toString() ?? null,
        projectName: project?.name ?? null,
        content: notification.content,
        category: categoryOfItem.get(notification._id.toString()) ?? categoryOf(notification.type),
      },
    ];
  });
}

async function deliver(batch: ActivityMailRecord, claimedBy: string): Promise<'sent' | 'empty'> {
  const mine = { _id: batch._id, status: 'sending' as const, claimedBy };
  const user = await User.findOne({ _id: batch.userId, organizationId: batch.organizationId }).lean<UserRecord>();
  const lines = user && isSignedInUser(user) ? await linesFor(batch, user) : [];
  if (lines.length === 0) {
    await ActivityMail.updateOne(mine, { $set: { status: 'empty', closedAt: now(), leaseUntil: null } });
    return 'empty';
  }
  const target = { organizationId: batch.organizationId, userId: batch.userId, categories: [...new Set(lines.map((line) => line.category))] };
  const unsubscribeUrl = unsubscribeUrlFor(target);
  const key = `activity-${batch.kind}:${batch.userId.toString()}:${batch._id.toString()}`;
  await queueMail({
    key,
    organizationId: batch.organizationId,
    to: user!.username,
    fromFirm: true,
    unsubscribeUrl,
    content: composeActivityMail(batch.kind, user!, lines, unsubscribeUrl),
  });
  await ActivityMail.updateOne(mine, { $set: { status: 'sent', mailKey: key, closedAt: now(), leaseUntil: null } });
  return 'sent';
}

function claimFirst(due: Record<string, unknown>, at: Date, claimedBy: string, leaseMs: number): Promise<ActivityMailRecord | null> {
  return ActivityMail.findOneAndUpdate(
    due,
    { $set: { status: 'sending', leaseUntil: new Date(at.getTime() + leaseMs), claimedBy } },
    { sort: { dueAt: 1 }, returnDocument: 'after' },
  ).lean<ActivityMailRecord>();
}

async function claimNext(claimedBy: string, leaseMs: number): Promise<ActivityMailRecord | null> {
  const at = now();
  return (
    (await claimFirst({ status: 'sending', leaseUntil: mongoose.trusted({ $lte: at }) }, at, claimedBy, leaseMs)) ??
    (await claimFirst({ status: 'open', dueAt: mongoose.trusted({ $lte: at }) }, at, claimedBy, leaseMs))
  );
}

/** One pass: sends every batch and digest due now (by the clock). Returns what it did, for tests and logs. */
export async function sendDueActivityMail({ workerId = randomUUID(), leaseMs = LEASE_MS } = {}): Promise<{ sent: number; empty: number }> {
  const done = { sent: 0, empty: 0 };
  for (let batch = await claimNext(workerId, leaseMs); batch; batch = await claimNext(workerId, leaseMs)) {
    done[await deliver(batch, workerId)] += 1;
  }
  return done;
}

export interface ActivityMailWorker {
  stop(): Promise<void>;
}

/** Runs sendDueActivityMail every `pollMs` in this process (every api process runs one). */
export function startActivityMail({ logger, pollMs = 5_000, leaseMs = LEASE_MS }: { logger: Logger; pollMs?: number; leaseMs?: number }): ActivityMailWorker {
  const workerId = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let trouble = false;

  const tick = () => {
    running = (async () => {
      if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
        try {
          await sendDueActivityMail({ workerId, leaseMs });
          trouble = false;
        } catch (error) {
          // The claim stays until its lease ends; then this or another process sends it.
          if (!trouble) logger.warn({ err: error }, 'Activity mail could not be sent; retrying');
          trouble = true;
        }
      }
      if (!stopped) timer = setTimeout(tick, pollMs);
    })();
  };
  timer = setTimeout(tick, pollMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
