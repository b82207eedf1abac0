import type { Notification } from '@clientline/contracts';

/** Shown as the milestone's name with a status chip (and its due date), as they carry milestoneData. */
const MILESTONE_ITEM_TYPES = new Set(['milestone', 'milestone_created', 'milestone_updated', 'milestone_edited']);

/** Any news of a milestone, a removal included: its toast is titled 'Milestone Update'. */
export function isMilestoneNotification(notification: Pick<Notification, 'type'>): boolean {
  return MILESTONE_ITEM_TYPES.has(notification.type) || notification.type === 'milestone_deleted';
}

/** Whether the bell shows it as a milestone item (name and status chip instead of its text). */
export function isMilestoneItem(notification: Pick<Notification, 'type' | 'milestoneData'>): boolean {
  return MILESTONE_ITEM_TYPES.has(notification.type) && notification.milestoneData !== undefined;
}
