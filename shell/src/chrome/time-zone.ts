import { useEffect } from 'react';
import type { CurrentUser } from '@clientline/shared-ui/store';
import { isPreview } from '@clientline/shared-ui/permissions';
import { useSaveNotificationSettingsMutation } from '@clientline/shared-ui/api/notifications';

/** The time zone this browser runs in (an IANA name such as Europe/London); UTC when it does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The daily digest goes at 08:00 where the person is: the first time a signed-in person has no time zone
 * saved, the browser's is saved for them (Notification settings changes it). Once per page; a failure is
 * left for the next visit (the person asked for nothing). Not in a preview of a client person's portal: the
 * browser is the firm's, and the preview changes nothing.
 */
export function useRememberTimeZone(user: Pick<CurrentUser, 'notificationSettings' | 'preview'>): void {
  const [save] = useSaveNotificationSettingsMutation();
  const missing = user.notificationSettings.timeZone === null && !isPreview(user);
  useEffect(() => {
    if (missing) save({ timeZone: browserTimeZone() }).catch(() => undefined);
  }, [missing, save]);
}

/** The address that opens Notification settings (an activity mail's and the unsubscribe page's link). */
export const NOTIFICATION_SETTINGS_HASH = '#notification-settings';

/**
 * Opens Notification settings once when the page was opened at its address, and takes the hash off it.
 * `open` is undefined where the settings are not offered (a preview of a client person's portal).
 */
export function useOpenSettingsFromLink(open: (() => void) | undefined): void {
  useEffect(() => {
    if (window.location.hash !== NOTIFICATION_SETTINGS_HASH) return;
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    open?.();
    // Only the address the page opened at counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
