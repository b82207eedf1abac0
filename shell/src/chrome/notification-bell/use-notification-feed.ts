import { useEffect, useRef } from 'react';
import { useToast } from '@clientline/shared-ui';
import { useSocketEvent } from '@clientline/shared-ui/store';
import type { Notification } from '@clientline/contracts';
import { isMilestoneNotification } from './milestone-types';
import { useGetNotificationsQuery } from './notifications-api';

export const NOTIFICATIONS_POLL_MS = 10_000;

/**
 * The signed-in user's notifications (spec section 9): polled every 10 s even in a background tab,
 * refetched at once when the server pushes a 'notification', with a toast whenever the unread count rises.
 */
export function useNotificationFeed() {
  const query = useGetNotificationsQuery(undefined, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const { refetch } = query;
  useSocketEvent('notification', () => {
    void refetch();
  });
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
    });
  }, [notifications, toast]);
}
