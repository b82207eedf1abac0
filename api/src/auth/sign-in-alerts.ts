// "A new sign-in to your account": optional, off by default, turned on in Notification settings.
import { now } from '../clock/clock';
import { browserAndSystem } from '../http/user-agent';
import { appLink } from '../mail/settings';
import { queueMail } from '../mail/outbox';
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

const WHEN = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' });

/** Mails the user about a sign-in with their password, when they turned sign-in alerts on. */
export async function queueSignInAlert(user: UserRecord, signIn: SignIn): Promise<void> {
  if (!user.notificationSettings?.signInAlerts) return;
  await queueMail({
    key: `sign-in:${user._id.toString()}:${signIn.sessionId}`,
    organizationId: user.organizationId,
    to: user.username,
    fromFirm: true,
    content: {
      subject: 'A new sign-in to your account',
      heading: 'A new sign-in to your account',
      paragraphs: [
        `Someone signed in to your Clientline account (${user.username}) on ${WHEN.format(now())} UTC, with ${browserName(signIn.userAgent)}, from the address ${signIn.ip}.`,
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
