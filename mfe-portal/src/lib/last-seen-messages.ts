import type { Message } from '@clientline/contracts';

/*
 * The api keeps no read state for chat messages, so "unread" is per browser: the newest message a user
 * has seen in a project's chat is remembered in localStorage, and later messages from others are unread.
 */
const key = (userId: string, projectId: string) => `clientline.portal.lastSeenMessage.${userId}.${projectId}`;

function readLastSeen(userId: string, projectId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId, projectId));
  } catch {
    return null;
  }
}

export function markMessagesSeen(userId: string, projectId: string, messages: Message[]): void {
  const newest = messages.at(-1);
  if (!newest) return;
  try {
    window.localStorage.setItem(key(userId, projectId), newest.createdAt);
  } catch {
    // Storage refused (private mode, quota): the count simply stays as it was.
  }
}

export function countUnread(userId: string, projectId: string, messages: Message[]): number {
  const lastSeen = readLastSeen(userId, projectId);
  return messages.filter((message) => message.senderId !== userId && (lastSeen === null || message.createdAt > lastSeen)).length;
}
