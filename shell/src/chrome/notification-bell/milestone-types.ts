import type { Notification } from '@clientline/contracts';
import { notificationKindOf } from '@clientline/contracts/notification-kinds';

/** Any news of a milestone, a removal included: its toast is titled 'Milestone Update'. */
export function isMilestoneNotification(notification: Pick<Notification, 'type'>): boolean {
  return notificationKindOf(notification.type).milestone;
}

/** Whether the bell shows it as a milestone item (name and status chip instead of its text): news of a milestone that carries it. */
export function isMilestoneItem(notification: Pick<Notification, 'type' | 'milestoneData'>): boolean {
  return isMilestoneNotification(notification) && notification.milestoneData !== undefined && notification.milestoneData !== null;
}
