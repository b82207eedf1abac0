import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import { Button, lazyWithPreload } from '@clientline/shared-ui';
import { LoadBoundary, Popover } from '@clientline/shared-ui/widgets';
import type { Notification } from '@clientline/contracts';
import { useMarkAllRead } from './use-mark-all-read';
import { useNotificationFeed } from './use-notification-feed';

const NotificationList = lazyWithPreload(() => import('./notification-list').then((module) => module.default));

const BellButton = styled(Button)`
  position: relative;
`;

const Count = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.destructive};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  text-align: center;
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * The header's bell: the unread count, and a popover of the newest notifications. Opening it marks every
 * unread one read, unless `readOnly` (a preview of a client person's portal, where the api refuses the write
 * and the person's unread count is theirs). Esc or a click elsewhere closes it.
 */
export function NotificationBell({ readOnly = false }: { readOnly?: boolean }) {
  const { data: notifications, isError } = useNotificationFeed();
  const markAllRead = useMarkAllRead();
  const [open, setOpen] = useState(false);

  const unreadIds = (notifications ?? []).filter((notification) => !notification.read).map((n) => n.id);
  const label = unreadIds.length > 0 ? `Notifications, ${unreadIds.length} unread` : 'Notifications';

  function changeOpen(next: boolean) {
    setOpen(next);
    if (next && !readOnly && unreadIds.length > 0) void markAllRead(unreadIds);
  }

  return (
    <Popover
      label="Notifications"
      open={open}
      onOpenChange={changeOpen}
      trigger={
        <BellButton variant="ghost" size="sm" aria-label={label}>
          <BellIcon />
          {unreadIds.length > 0 && <Count aria-hidden="true">{unreadIds.length}</Count>}
        </BellButton>
      }
    >
      <PanelContent notifications={notifications} isError={isError} onFollowLink={() => setOpen(false)} />
    </Popover>
  );
}

interface PanelContentProps {
  notifications: Notification[] | undefined;
  isError: boolean;
  onFollowLink(): void;
}

function PanelContent({ notifications, isError, onFollowLink }: PanelContentProps) {
  const loading = <Status role="status">Loading notifications...</Status>;
  if (!notifications) return isError ? <Status role="alert">Failed to fetch notifications</Status> : loading;
  if (notifications.length === 0) return <Status>No notifications</Status>;
  return (
    <LoadBoundary loading={loading}>
      <NotificationList notifications={notifications} onFollowLink={onFollowLink} />
    </LoadBoundary>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}
