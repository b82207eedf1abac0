import { z } from 'zod';
import type { Role } from './enums';
import type { PracticeWords } from './practices';

/**
 * What a person is mailed about besides the account mails (which always go): sign-in alerts, and for each
 * category of bell notification how its activity mail comes (PUT /api/user/notification-settings).
 */
export const ACTIVITY_CATEGORIES = ['messages', 'documents', 'projects', 'team'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/**
 * `instant`: as it happens, batched (one mail per window); `mine` (the firm's staff): as it happens for the
 * projects they are assigned to, in the digest for the others; `daily`: in the digest at 08:00 local;
 * `off`: no mail.
 */
export const ACTIVITY_MAIL_MODES = ['instant', 'mine', 'daily', 'off'] as const;
export type ActivityMailMode = (typeof ACTIVITY_MAIL_MODES)[number];

/** The categories' names as a person reads them: a firm's client reads its word for projects ("Milestones and matters"). */
export function activityCategoryLabels({ plural }: PracticeWords): Record<ActivityCategory, string> {
  return { messages: 'Messages', documents: 'Documents', projects: `Milestones and ${plural}`, team: 'Team and requests' };
}

export const ACTIVITY_MAIL_MODE_LABELS: Record<ActivityMailMode, string> = {
  instant: 'As it happens (batched)',
  mine: 'As it happens for my projects, the rest in the daily digest',
  daily: 'Daily digest',
  off: 'Off',
};

export type ActivityMailSettings = Record<ActivityCategory, ActivityMailMode>;

/** The modes a person chooses from: a client's projects are all theirs, so "for my projects" is the firm's alone. */
export function activityMailModesFor(role: Role): readonly ActivityMailMode[] {
  return role === 'client' ? ACTIVITY_MAIL_MODES.filter((mode) => mode !== 'mine') : ACTIVITY_MAIL_MODES;
}

/**
 * What a person gets until they choose: a client hears of messages and documents as they happen and of
 * milestones and projects in the daily digest (a client is never sent team news, so it is off); the firm's
 * staff hear of the messages and documents of the projects they are assigned to as they happen (a client's
 * 9 a.m. question reaches its preparer that morning), and of the rest in the daily digest. README, "Mail".
 */
export function defaultActivityMail(role: Role): ActivityMailSettings {
  if (role === 'client') return { messages: 'instant', documents: 'instant', projects: 'daily', team: 'off' };
  return { messages: 'mine', documents: 'mine', projects: 'daily', team: 'daily' };
}

/**
 * Whether someone who runs the firm hears of every project's news (its chat, uploads, milestones) or only of
 * the projects they are assigned to, until they choose: the owner of all (the firm's own account), an admin
 * of theirs (an admin assigned to one project had every client's chat in the bell). Firm news (requests to
 * join, webhook requests) reaches them both ways; a team member hears of their projects only.
 */
export function defaultEveryProjectNews(role: Role): boolean {
  return role === 'organization';
}

/** The hour of the day, in the person's time zone, the daily digest goes out. */
export const DIGEST_HOUR = 8;

/** Whether the runtime knows `name` as an IANA time zone ("Europe/London", "America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_MESSAGE = 'Time zone must be a place name such as Europe/London or America/New_York';

const activityMailModeSchema = z.enum(ACTIVITY_MAIL_MODES, {
  error: 'Choose instant (as it happens, batched), mine (as it happens for your projects), daily (daily digest) or off',
});

/** PUT /api/user/notification-settings: any of the settings; what is left out stays as it is. */
export const notificationSettingsSchema = z
  .object({
    signInAlerts: z.boolean({ error: 'Sign-in alerts must be on (true) or off (false)' }).optional(),
    activityMail: z
      .strictObject(
        {
          messages: activityMailModeSchema.optional(),
          documents: activityMailModeSchema.optional(),
          projects: activityMailModeSchema.optional(),
          team: activityMailModeSchema.optional(),
        },
        { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown category: the categories are ${ACTIVITY_CATEGORIES.join(', ')}` : 'activityMail must be an object of categories') },
      )
      .optional(),
    timeZone: z.string({ error: TIME_ZONE_MESSAGE }).refine(isTimeZone, TIME_ZONE_MESSAGE).optional(),
    everyProjectNews: z.boolean({ error: 'everyProjectNews must be on (true) or off (false)' }).optional(),
  })
  .refine((settings) => Object.values(settings).some((value) => value !== undefined), {
    message: 'Send at least one setting: signInAlerts, activityMail, timeZone or everyProjectNews',
  });

export type NotificationSettingsRequest = z.input<typeof notificationSettingsSchema>;
