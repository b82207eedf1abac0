import { signInPathFor } from '@clientline/contracts/routes';
import type { Config } from '../config';

/** What queueing a mail needs from the config: set once by createApp. */
let settings: Config['mail'] | null = null;

export function useMailSettings(mail: Config['mail']): void {
  settings = mail;
}

export function mailSettings(): Config['mail'] {
  if (!settings) throw new Error('Mail is not configured: createApp sets it from the config');
  return settings;
}

/** An absolute link into the app for a mail: always PUBLIC_URL's origin (never the request's Host). */
export function appLink(path: string): string {
  return `${mailSettings().linkOrigin}${path}`;
}

/**
 * A link for a client to a page of theirs, through their firm's sign-in page (`/<slug>?next=<path>`): signed
 * out, they sign in where they know and arrive at the page; signed in, they are sent on at once.
 */
export function clientLink(firmSlug: string, path: string): string {
  return appLink(signInPathFor(path, firmSlug ? `/${firmSlug}` : '/auth'));
}
