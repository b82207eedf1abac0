import type { Notification } from '@clientline/contracts';
import { notificationKindOf } from '@clientline/contracts/notification-kinds';

/**
 * Where a notification's thing is, by its kind: a request to join on the Team screen, a webhook request on
 * New Requests, a chat message in its project's chat, any other project news on the project's page. Null
 * when it points nowhere (news of no project the bell knows).
 */
export function notificationHref(notification: Pick<Notification, 'type' | 'projectId'>): string | null {
  const { opens } = notificationKindOf(notification.type);
  if (opens === 'team') return '/team';
  if (opens === 'new-requests') return '/new-requests';
  if (!notification.projectId) return null;
  const projectPage = `/project/${encodeURIComponent(notification.projectId)}`;
  return opens === 'chat' ? `${projectPage}#chat` : projectPage;
}
