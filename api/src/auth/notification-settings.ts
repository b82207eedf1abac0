// Notification settings (PUT /api/user/notification-settings): sign-in alerts, how each category of
// activity mail comes, and the time zone of the daily digest.
import { defaultActivityMail, type NotificationSettings, type NotificationSettingsRequest } from '@clientline/contracts';
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
  // The user's own record, by its id: a member waiting for approval has no organization to scope by.
  const updated = await User.findOneAndUpdate({ _id: user._id }, { $set: changes }, { returnDocument: 'after' })
    .setOptions({ unscoped: true })
    .lean<UserRecord>();
  if (!updated) throw new HttpError(401, 'Please log in to continue');
  await accountEvents.emit('notificationSettingsChanged', { user: updated });
  return updated;
}
