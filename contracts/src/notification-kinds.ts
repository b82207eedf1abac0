// `@clientline/contracts/notification-kinds`: every kind of bell notification, once, with what follows from
// it: the activity mail category it is mailed under, whether it went out as a mail of its own, who hears of
// it and where it leads. The api's mail and recipients and the bell read it; bundled where used, without zod.
import type { ActivityCategory } from './notification-settings';

interface NotificationKindInfo {
  /** The activity mail category it is mailed under (notification settings). */
  category: ActivityCategory;
  /** News of the firm itself (no project): its owner and admins hear of it. Else news of a project. */
  firmLevel: boolean;
  /** It went out as a mail of its own (a reminder, a request to join): activity mail does not say it twice. */
  mailedOnItsOwn: boolean;
  /** The bell shows it as a milestone (its name and a status chip, from milestoneData), titled 'Milestone Update'. */
  milestone: boolean;
  /** Where the bell takes the person: the project's page or its chat, the Team screen or New Requests. */
  opens: 'project' | 'chat' | 'team' | 'new-requests';
}

const project = (category: ActivityCategory, more: Partial<NotificationKindInfo> = {}): NotificationKindInfo => ({
  category,
  firmLevel: false,
  mailedOnItsOwn: false,
  milestone: false,
  opens: 'project',
  ...more,
});

export const NOTIFICATION_KINDS = {
  new_message: project('messages', { opens: 'chat' }),
  document_uploaded: project('documents'),
  document_requested: project('documents'),
  document_accepted: project('documents'),
  document_reminder: project('documents', { mailedOnItsOwn: true }),
  milestone_created: project('projects', { milestone: true }),
  milestone_updated: project('projects', { milestone: true }),
  milestone_edited: project('projects', { milestone: true }),
  milestone_deleted: project('projects', { milestone: true }),
  project_completed: project('projects'),
  /** An automation's note to the project's staff, or its failure: the firm alone hears of them. */
  automation_note: project('projects'),
  automation_failed: project('projects'),
  join_request: { category: 'team', firmLevel: true, mailedOnItsOwn: true, milestone: false, opens: 'team' },
  webhook_request: { category: 'team', firmLevel: true, mailedOnItsOwn: false, milestone: false, opens: 'new-requests' },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** The kinds of news of the firm itself, which its owner and admins hear of (notifyFirmManagers). */
export type FirmNewsKind = { [Kind in NotificationKind]: (typeof NOTIFICATION_KINDS)[Kind]['firmLevel'] extends true ? Kind : never }[NotificationKind];

/** The kinds of news of a project, which its people hear of (notifyProject). */
export type ProjectNewsKind = Exclude<NotificationKind, FirmNewsKind>;

/** A stored kind this release does not know (written by an older one) reads as news of a project. */
const UNKNOWN_KIND: NotificationKindInfo = project('projects');

/** What follows from a notification's kind, as stored (a string). */
export function notificationKindOf(type: string): NotificationKindInfo {
  return Object.hasOwn(NOTIFICATION_KINDS, type) ? NOTIFICATION_KINDS[type as NotificationKind] : UNKNOWN_KIND;
}
