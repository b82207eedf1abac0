import styled from '@clientline/shared-ui/styled';
import type { Notification } from '@clientline/contracts';
import { formatDay, formatMoment } from '@clientline/shared-ui/dates';
import { MilestoneStatusBadge } from '@clientline/shared-ui/widgets';
import { Link } from '@clientline/shared-ui/router';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { isClient } from '@clientline/shared-ui/permissions';
import { isMilestoneItem } from './milestone-types';
import { notificationHref } from './notification-link';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  &:last-child {
    border-bottom: 0;
  }
`;

const Title = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* A long word (an address, a link someone wrote) wraps inside the panel rather than running past it. */
  overflow-wrap: anywhere;
  min-width: 0;
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface NotificationListProps {
  notifications: Notification[];
  /** Called when a link of the list is followed, so the panel can close. */
  onFollowLink(): void;
}

/** The bell's list; loaded only when the dropdown first opens, so date-fns stays out of the first load. */
export default function NotificationList({ notifications, onFollowLink }: NotificationListProps) {
  const { data: user } = useGetCurrentUserQuery();
  const forStaff = !!user && !isClient(user);
  return (
    <List>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} forStaff={forStaff} onFollowLink={onFollowLink} />
      ))}
    </List>
  );
}

/**
 * Which project a milestone item is on: its name, and for the firm's people its client's too (a season's
 * projects made from one template share a name). Undefined for news stored before the names were kept.
 */
function projectLine({ projectName, clientName }: Notification, forStaff: boolean): string | undefined {
  if (!projectName) return undefined;
  return forStaff && clientName ? `${projectName} · ${clientName}` : projectName;
}

function NotificationItem({ notification, forStaff, onFollowLink }: { notification: Notification; forStaff: boolean; onFollowLink(): void }) {
  const milestone = isMilestoneItem(notification) ? notification.milestoneData : undefined;
  const project = milestone ? projectLine(notification, forStaff) : undefined;
  const href = notificationHref(notification);
  // The item's words: a milestone's name (its chip beside it), otherwise the notification's text.
  const words = milestone ? milestone.name : notification.content;
  return (
    <Item $unread={!notification.read}>
      <Title>
        {href ? (
          <TitleLink to={href} onClick={onFollowLink}>
            {words}
          </TitleLink>
        ) : (
          words
        )}
        {milestone && <MilestoneStatusBadge status={milestone.status} />}
      </Title>
      {project && <Meta>{project}</Meta>}
      {milestone && notification.type === 'milestone_edited' && <Meta>{notification.content}</Meta>}
      <Meta>{formatMoment(notification.createdAt)}</Meta>
      {milestone?.dueDate && <Meta>Due: {formatDay(milestone.dueDate)}</Meta>}
    </Item>
  );
}
