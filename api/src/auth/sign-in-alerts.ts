// "A new sign-in to your account": optional, off by default, turned on in Notification settings.
import { now } from '../clock/clock';
import { browserAndSystem } from '../http/user-agent';
import { countRequest } from '../limits/attempt-counters';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
import { hasProvenAddress } from '../users/address-proof';
import type { UserRecord } from '../users/model';

/** Where a sign-in came from, as the mail names it. */
export interface SignIn {
  /** The new session's id: one mail per sign-in, even when the request is retried. */
  sessionId: string;
  ip: string;
  userAgent: string;
}

/** "Chrome on Windows" from a User-Agent header: what a person recognises, not the raw header. */
export function browserName(userAgent: string): string {
  return browserAndSystem(userAgent) ?? 'an unknown browser';
}

/**
 * One alert a day for each browser a person signs in with: the first tells them; more from the same
 * browser add nothing, and a mail per sign-in would let a script flood their inbox.
 */
const ALERT_WINDOW_MS = 24 * 60 * 60 * 1000;

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/**
 * Mails the user about a sign-in with their password, when they turned sign-in alerts on and proved their
 * address (optional mail never goes to an address nobody proved): once a day per browser.
 */
export async function queueSignInAlert(user: UserRecord, signIn: SignIn): Promise<void> {
  if (!user.notificationSettings?.signInAlerts || !hasProvenAddress(user)) return;
  const browser = browserName(signIn.userAgent);
  if (await countRequest(`sign-in-alert:${JSON.stringify([user._id.toString(), browser])}`, 1, ALERT_WINDOW_MS, now().getTime())) return;
  await queueMail({
    key: `sign-in:${user._id.toString()}:${signIn.sessionId}`,
    organizationId: user.organizationId,
    to: user.username,
    fromFirm: true,
    content: {
      subject: 'A new sign-in to your account',
      heading: 'A new sign-in to your account',
      paragraphs: [
        `Someone signed in to your Clientline account (${user.username}) on ${WHEN.format(now())} UTC, with ${browser}, from the address ${signIn.ip}.`,
        'If this was you, there is nothing to do.',
      ],
      action: { label: 'Choose a new password', url: appLink('/auth/forgot-password') },
      footnotes: [
        // The firm's owner is the firm: there is no one to tell.
        `If this was not you, choose a new password at once with the button above: that signs every device out.${user.role === 'organization' ? '' : ' Then tell your firm.'}`,
        'You get this mail because you turned on sign-in alerts. Turn them off in Notification settings, in the menu of Clientline.',
      ],
    },
  });
}
