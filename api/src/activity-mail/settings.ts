import type { Config } from '../config';

/** What activity mail needs from the config: set once by createApp (the window, the secret of unsubscribe links). */
let settings: { batchSeconds: number; secret: string } | null = null;

export function useActivityMailSettings(config: Pick<Config, 'sessionSecret' | 'activityMail'>): void {
  settings = { batchSeconds: config.activityMail.batchSeconds, secret: config.sessionSecret };
}

export function activityMailSettings(): { batchSeconds: number; secret: string } {
  if (!settings) throw new Error('Activity mail is not configured: createApp sets it from the config');
  return settings;
}
