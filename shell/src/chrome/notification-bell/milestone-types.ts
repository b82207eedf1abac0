import type { Notification } from '@clientline/contracts';

const MILESTONE_TYPES = new Set(['milestone', 'milestone_created', 'milestone_updated']);

export function isMilestoneNotification(notification: Pick<Notification, 'type'>): boolean {
  return MILESTONE_TYPES.has(notification.type);
}
