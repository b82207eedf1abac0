import { useCallback } from 'react';
import { useMutationToast } from '@clientline/shared-ui';
import { useMarkNotificationsReadMutation } from '@clientline/shared-ui/api/notifications';

/**
 * Marks the given notifications read; the list refetches on success. A failure is logged and shows the
 * Error toast 'Failed to mark notifications as read', whatever the server answered.
 */
export function useMarkAllRead() {
  const [markRead] = useMarkNotificationsReadMutation();
  const runWithToasts = useMutationToast();

  return useCallback(
    async (ids: string[]) => {
      await runWithToasts(() => markRead({ ids }).unwrap(), {
        failure: (error) => {
          console.error('Failed to mark notifications as read', error);
          return 'Failed to mark notifications as read';
        },
      });
    },
    [markRead, runWithToasts],
  );
}
