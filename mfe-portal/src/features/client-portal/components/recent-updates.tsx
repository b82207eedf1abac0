import styled from '@clientline/shared-ui/styled';
import { Card, Spinner, useHydrated } from '@clientline/shared-ui';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { usePolledNotificationsQuery } from '@clientline/shared-ui/api/notifications';
import { formatMoment } from '@clientline/shared-ui/dates';
import { LoadError } from '../../../components/load-error';
import { NameRow, PlainList, RuledItem } from '../../../components/panel-parts';
import { MilestoneStatusBadge } from '../../../components/status-badges';

/** How many of the newest notifications the Overview lists. */
export const RECENT_UPDATES_SHOWN = 5;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Item = styled(RuledItem)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Time = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** The newest notifications (the bell's list, polled every 10 s and pushed over the socket). */
export function RecentUpdates() {
  const notifications = usePolledNotificationsQuery();
  // In the viewer's time zone, which a page rendered on the server does not know.
  const hydrated = useHydrated();
  const recent = notifications.data?.slice(0, RECENT_UPDATES_SHOWN) ?? [];

  return (
    <section aria-labelledby="recent-updates">
      <Title id="recent-updates">Recent updates</Title>
      <Card>
        {notifications.isLoading && <Spinner label="Loading updates" />}
        {notifications.isError && !notifications.data && (
          <LoadError title="Updates could not be loaded" description="Failed to fetch notifications" onRetry={notifications.refetch} headingLevel={3} />
        )}
        {notifications.data?.length === 0 && (
          <EmptyState headingLevel={3} title="No updates yet" description="When your firm starts or completes a milestone, it shows up here and in the bell." />
        )}
        {recent.length > 0 && (
          <PlainList>
            {recent.map((notification) => (
              <Item key={notification.id}>
                {notification.milestoneData ? (
                  <NameRow as="span">
                    <strong>{notification.milestoneData.name}</strong>
                    <MilestoneStatusBadge status={notification.milestoneData.status} />
                  </NameRow>
                ) : (
                  <span>{notification.content}</span>
                )}
                <Time dateTime={notification.createdAt}>{hydrated && formatMoment(notification.createdAt)}</Time>
              </Item>
            ))}
          </PlainList>
        )}
      </Card>
    </section>
  );
}
