// Each bell notification joins its recipient's open batch or digest, as their settings say for its
// category (nothing when off). Runs in the request that caused the news, before it answers: one read of the
// person's settings and one upsert.
import { DIGEST_HOUR, notificationKindOf } from '@clientline/contracts';
import mongoose, { type Types } from 'mongoose';
import { accountEvents, type AccountEvents } from '../auth/events';
import { presentNotificationSettings } from '../auth/notification-settings';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { notificationEvents, type NotificationEvents } from '../notifications/events';
import type { NotificationRecord } from '../notifications/model';
import { logger } from '../observability/logger';
import { Project } from '../projects/model';
import { hasProvenAddress } from '../users/address-proof';
import { User, type UserRecord } from '../users/model';
import { nextLocalHour } from '../clock/local-time';
import { ActivityMail, type ActivityMailKind, type ActivityMailRecord } from './model';
import { moveActivityMail, queueActivityMail } from './send';
import { activityMailSettings } from './settings';

type Recipient = Pick<UserRecord, '_id' | 'role' | 'notificationSettings' | 'emailVerifiedAt'>;

/** When a batch or digest opened at `at` goes out: the window's end, or the next 08:00 where the person is. */
export function dueAtFor(kind: ActivityMailKind, at: Date, recipient: Recipient): Date {
  if (kind === 'batch') return new Date(at.getTime() + activityMailSettings().batchSeconds * 1000);
  return nextLocalHour(at, presentNotificationSettings(recipient).timeZone ?? 'UTC', DIGEST_HOUR);
}

async function addToOpen(kind: ActivityMailKind, organizationId: Types.ObjectId, recipient: Recipient, item: Record<string, unknown>): Promise<void> {
  const at = now();
  // Two events at once may both find no open one and both insert: the unique index lets one win, the other joins it.
  for (let attempt = 0; ; attempt += 1) {
    try {
      const dueAt = dueAtFor(kind, at, recipient);
      const added = await ActivityMail.updateOne(
        { userId: recipient._id, kind, status: 'open' },
        { $push: { items: item }, $setOnInsert: { organizationId, openedAt: at, dueAt, mailKey: null, closedAt: null } },
        { upsert: true },
      );
      if (added.upsertedId) await queueActivityMail({ _id: added.upsertedId as Types.ObjectId, organizationId, dueAt });
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= 2) throw error;
    }
  }
}

const RECIPIENT_FIELDS = 'role notificationSettings emailVerifiedAt';

/** Adds the notification to its person's open batch or digest, as their settings say. */
async function addToTheirMail(notification: NotificationRecord, recipient: Recipient | null): Promise<void> {
  // Optional mail goes only to an address its owner proved (users/address-proof.ts); the bell has the news.
  if (!recipient || !hasProvenAddress(recipient)) return;
  const category = notificationKindOf(notification.type).category;
  const mode = presentNotificationSettings(recipient).activityMail[category];
  if (mode === 'off') return;
  const asItHappens = mode === 'instant' || (mode === 'mine' && (await isTheirs(notification, recipient)));
  await addToOpen(asItHappens ? 'batch' : 'digest', notification.organizationId, recipient, { notificationId: notification._id, category });
}

/** "For my projects": a client's are all theirs; one of the staff's, when they are assigned to it. */
async function isTheirs(notification: NotificationRecord, recipient: Recipient): Promise<boolean> {
  if (recipient.role === 'client') return true;
  if (!notification.projectId) return false;
  return (await Project.exists({ _id: notification.projectId, organizationId: notification.organizationId, assigneeIds: recipient._id })) !== null;
}

async function collect({ notification }: NotificationEvents['created']): Promise<void> {
  await collectMany({ notifications: [notification] });
}

/** The recipients are read at once; each notification then joins its person's mail. */
async function collectMany({ notifications }: NotificationEvents['createdMany']): Promise<void> {
  const mailed = notifications.filter((notification) => !notificationKindOf(notification.type).mailedOnItsOwn);
  if (mailed.length === 0) return;
  try {
    const recipients = await User.find({ _id: mongoose.trusted({ $in: mailed.map((notification) => notification.userId) }), organizationId: mailed[0]!.organizationId })
      .select(RECIPIENT_FIELDS)
      .lean<Recipient[]>();
    const byId = new Map(recipients.map((recipient) => [recipient._id.toString(), recipient]));
    for (const notification of mailed) await addToTheirMail(notification, byId.get(notification.userId.toString()) ?? null);
  } catch (error) {
    // The bell has the news already; a mail that cannot be prepared must not fail the change that caused it.
    logger.warn({ err: error, notificationIds: mailed.map((notification) => notification._id.toString()) }, 'Could not add notifications to their activity mail');
  }
}

/** A new time zone moves the person's next digest to 08:00 there. */
async function moveDigest({ user }: AccountEvents['notificationSettingsChanged']): Promise<void> {
  const digest = await ActivityMail.findOne({ userId: user._id, kind: 'digest', status: 'open' }).select('_id organizationId dueAt').lean<ActivityMailRecord>();
  if (!digest) return;
  const dueAt = dueAtFor('digest', now(), user);
  const moved = await ActivityMail.updateOne({ _id: digest._id, status: 'open', dueAt: digest.dueAt }, { $set: { dueAt } });
  if (moved.modifiedCount > 0) await moveActivityMail(digest, { ...digest, dueAt });
}

/** Called once by listenToDomainEvents; calling it again adds nothing. */
export function mailActivity(): void {
  notificationEvents.on('created', collect);
  notificationEvents.on('createdMany', collectMany);
  accountEvents.on('notificationSettingsChanged', moveDigest);
}
