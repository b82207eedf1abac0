import { useCallback } from 'react';
import { useToast } from '@clientline/shared-ui';
import { useMarkNotificationsReadMutation } from '@clientline/shared-ui/api/notifications';

/** Marks the given notifications read; the list refetches on success, a failure shows the spec's Error toast. */
export function useMarkAllRead() {
  const [markRead] = useMarkNotificationsReadMutation();
  const { toast } = useToast();

  return useCallback(
    async (ids: string[]) => {
      try {
        await markRead({ ids }).unwrap();
      } catch (error) {
        console.error('Failed to mark notifications as read', error);
        toast({ title: 'Error', description: 'Failed to mark notifications as read', variant: 'destructive' });
      }
    },
    [markRead, toast],
  );
}
