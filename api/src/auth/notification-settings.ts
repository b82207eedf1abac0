// Notification settings (PUT /api/user/notification-settings): sign-in alerts, how each category of
// activity mail comes, and the time zone of the daily digest.
import {
  ACTIVITY_CATEGORIES,
  activityCategoryLabels,
  ACTIVITY_MAIL_MODE_LABELS,
  defaultActivityMail,
  defaultEveryProjectNews,
  practiceWords,
  type NotificationSettings,
  type NotificationSettingsRequest,
} from '@clientline/contracts';
import { describeChanges, recordAudit, userObject, type FieldChange } from '../audit/record';
import { HttpError } from '../http/errors';
import { User, type UserRecord } from '../users/model';
import { accountEvents } from './events';

/** The settings as the person sees them: what they chose, their role's defaults for the rest. */
export function presentNotificationSettings(user: Pick<UserRecord, 'role' | 'notificationSettings'>): NotificationSettings {
  const stored = user.notificationSettings;
  const chosen = Object.fromEntries(Object.entries(stored?.activityMail ?? {}).filter(([, mode]) => mode !== undefined && mode !== null));
  return {
    // Accounts made before the settings existed have none stored: they get the defaults.
    signInAlerts: stored?.signInAlerts ?? false,
    activityMail: { ...defaultActivityMail(user.role), ...chosen },
    timeZone: stored?.timeZone ?? null,
    everyProjectNews: stored?.everyProjectNews ?? defaultEveryProjectNews(user.role),
  };
}

/** Saves what the request names and leaves the rest; the activity mail hears of it (a new time zone moves the next digest). */
export async function saveNotificationSettings(user: UserRecord, settings: NotificationSettingsRequest): Promise<UserRecord> {
  const changes: Record<string, unknown> = {};
  if (settings.signInAlerts !== undefined) changes['notificationSettings.signInAlerts'] = settings.signInAlerts;
  for (const [category, mode] of Object.entries(settings.activityMail ?? {})) {
    if (mode !== undefined) changes[`notificationSettings.activityMail.${category}`] = mode;
  }
  if (settings.timeZone !== undefined) changes['notificationSettings.timeZone'] = settings.timeZone;
  if (settings.everyProjectNews !== undefined) changes['notificationSettings.everyProjectNews'] = settings.everyProjectNews;
  // The user's own record, by its id: a member waiting for approval has no organization to scope by.
  const updated = await User.findOneAndUpdate({ _id: user._id }, { $set: changes }, { returnDocument: 'after' })
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!updated) throw new HttpError(401, 'Please log in to continue');
  await accountEvents.emit('notificationSettingsChanged', { user: updated });
  const detail = notificationSettingsChanges(presentNotificationSettings(user), presentNotificationSettings(updated));
  if (detail) await recordAudit({ action: 'notification_settings.changed', object: userObject(updated), client: updated.role === 'client' ? updated : null, detail });
  return updated;
}

/** The audit trail is read by the firm's staff, in the words of their screens. */
const STAFF_LABELS = activityCategoryLabels(practiceWords(null));

function notificationSettingsChanges(before: NotificationSettings, after: NotificationSettings): string | null {
  return describeChanges([
    ['Sign-in alerts', before.signInAlerts, after.signInAlerts],
    ...ACTIVITY_CATEGORIES.map((category): FieldChange => [
      STAFF_LABELS[category],
      ACTIVITY_MAIL_MODE_LABELS[before.activityMail[category]],
      ACTIVITY_MAIL_MODE_LABELS[after.activityMail[category]],
    ]),
    ['Time zone', before.timeZone, after.timeZone],
    ['News of every project', before.everyProjectNews, after.everyProjectNews],
  ]);
}
