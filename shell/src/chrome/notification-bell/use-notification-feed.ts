import { useEffect, useRef } from 'react';
import { useToast } from '@clientline/shared-ui';
import type { Notification } from '@clientline/contracts';
import { usePolledNotificationsQuery } from '@clientline/shared-ui/api/notifications';
import { isMilestoneNotification } from './milestone-types';

/**
 * The signed-in user's notifications: polled every 10 s even in a background tab, and updated at once by
 * the realtime bridge when the server pushes one, with a toast whenever the unread count rises.
 */
export function useNotificationFeed() {
  const query = usePolledNotificationsQuery();
  useToastForNewUnread(query.data);
  return query;
}

function useToastForNewUnread(notifications: Notification[] | undefined) {
  const { toast } = useToast();
  // null until the first list arrives: what is already unread at sign-in is not news.
  const previousUnreadCount = useRef<number | null>(null);

  useEffect(() => {
    if (!notifications) return;
    const unread = notifications.filter((notification) => !notification.read);
    const before = previousUnreadCount.current;
    previousUnreadCount.current = unread.length;
    if (before === null || unread.length <= before) return;
    // The api lists the newest first.
    const newest = unread[0];
    toast({
      title: isMilestoneNotification(newest) ? 'Milestone Update' : 'New Notification',
      description: newest.content,
      news: true,
    });
  }, [notifications, toast]);
}
