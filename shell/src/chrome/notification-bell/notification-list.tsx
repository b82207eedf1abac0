import styled from '@clientline/shared-ui/styled';
import type { Notification } from '@clientline/contracts';
import { formatDay, formatMoment } from '@clientline/shared-ui/dates';
import { MilestoneStatusBadge } from '@clientline/shared-ui/widgets';
import { Link } from '@clientline/shared-ui/router';
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
  return (
    <List>
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onFollowLink={onFollowLink} />
      ))}
    </List>
  );
}

function NotificationItem({ notification, onFollowLink }: { notification: Notification; onFollowLink(): void }) {
  const milestone = isMilestoneItem(notification) ? notification.milestoneData : undefined;
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
      {milestone && notification.type === 'milestone_edited' && <Meta>{notification.content}</Meta>}
      <Meta>{formatMoment(notification.createdAt)}</Meta>
      {milestone?.dueDate && <Meta>Due: {formatDay(milestone.dueDate)}</Meta>}
    </Item>
  );
}
