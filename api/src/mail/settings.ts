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
