import type { Notification } from '@clientline/contracts';
import type { NotificationRecord } from './model';

export function toNotification(notification: NotificationRecord): Notification {
  const presented: Notification = {
    id: notification._id.toString(),
    type: notification.type,
    content: notification.content,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    projectId: notification.projectId?.toString() ?? null,
  };
  if (notification.projectName) presented.projectName = notification.projectName;
  if (notification.clientName) presented.clientName = notification.clientName;
  if (notification.milestoneData) {
    presented.milestoneData = {
      name: notification.milestoneData.name,
      status: notification.milestoneData.status,
      dueDate: notification.milestoneData.dueDate?.toISOString() ?? null,
    };
  }
  return presented;
}
