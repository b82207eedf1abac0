import type { Notification } from '@clientline/contracts';

/**
 * Where a notification's thing is: a request to join on the Team screen, a webhook request on New
 * Requests, a chat message in its project's chat, any other project news on the project's page. Null
 * when it points nowhere (news of no project the bell knows).
 */
export function notificationHref(notification: Pick<Notification, 'type' | 'projectId'>): string | null {
  if (notification.type === 'join_request') return '/team';
  if (notification.type === 'webhook_request') return '/new-requests';
  if (!notification.projectId) return null;
  const projectPage = `/project/${encodeURIComponent(notification.projectId)}`;
  return notification.type === 'new_message' ? `${projectPage}#chat` : projectPage;
}
