import { useEffect, useRef } from 'react';
import type { Message } from '@clientline/contracts';
import { useMarkSeenNotificationsReadMutation } from '@clientline/shared-ui/api/notifications';

/**
 * While the chat is on screen (its page visible), tells the api the newest message shown, each time it
 * changes and when the page comes back into view: the notifications of the messages shown become read, so
 * the bell's count drops and the activity mail does not repeat what the person has read here. A message
 * that arrives while the page is hidden is reported when the person looks again, not before.
 */
export function useMarkMessagesSeen(projectId: string, messages: Message[] | undefined, signedIn: boolean): void {
  const [markSeen] = useMarkSeenNotificationsReadMutation();
  const reported = useRef<string | null>(null);
  const newestId = messages?.at(-1)?.id ?? null;

  useEffect(() => {
    if (!signedIn || !newestId) return;
    const report = () => {
      if (document.visibilityState !== 'visible' || reported.current === newestId) return;
      reported.current = newestId;
      markSeen({ projectId, type: 'new_message', lastShownMessageId: newestId })
        .unwrap()
        .catch((error: unknown) => {
          // Nothing the person asked for failed: no toast. The next message or look tries again.
          reported.current = null;
          console.error('Failed to mark the messages shown as read', error);
        });
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [projectId, newestId, signedIn, markSeen]);
}
