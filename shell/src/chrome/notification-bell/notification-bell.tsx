import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@clientline/shared-ui';
import type { Notification } from '@clientline/contracts';
import { useMarkAllRead } from './use-mark-all-read';
import { useNotificationFeed } from './use-notification-feed';

const NotificationList = lazy(() => import('./notification-list'));

const Wrapper = styled.div`
  position: relative;
`;

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

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  right: 0;
  width: min(20rem, calc(100vw - 2rem));
  max-height: 20rem;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: 30;
`;

const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/**
 * The header's bell: the unread count, and a dropdown of the newest notifications. Opening it marks
 * every unread one read (spec section 4). Esc or a click elsewhere closes it.
 */
export function NotificationBell() {
  const { data: notifications, isError } = useNotificationFeed();
  const markAllRead = useMarkAllRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const unreadIds = (notifications ?? []).filter((notification) => !notification.read).map((n) => n.id);
  const label = unreadIds.length > 0 ? `Notifications, ${unreadIds.length} unread` : 'Notifications';

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    if (unreadIds.length > 0) void markAllRead(unreadIds);
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <Wrapper ref={wrapperRef} onKeyDown={closeOnEscape}>
      <BellButton
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <BellIcon />
        {unreadIds.length > 0 && <Count aria-hidden="true">{unreadIds.length}</Count>}
      </BellButton>
      <Panel id={panelId} role="region" aria-label="Notifications" tabIndex={0} hidden={!open}>
        {open && <PanelContent notifications={notifications} isError={isError} />}
      </Panel>
    </Wrapper>
  );
}

function PanelContent({ notifications, isError }: { notifications: Notification[] | undefined; isError: boolean }) {
  const loading = <Status role="status">Loading notifications...</Status>;
  if (!notifications) return isError ? <Status role="alert">Failed to fetch notifications</Status> : loading;
  if (notifications.length === 0) return <Status>No notifications</Status>;
  return (
    <Suspense fallback={loading}>
      <NotificationList notifications={notifications} />
    </Suspense>
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
