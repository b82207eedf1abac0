import styled from '@clientline/shared-ui/styled';
import { Badge } from '@clientline/shared-ui';
import { timelineHealth } from '../lib/timeline-health';

const Row = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The timeline's health label from the project's end date, with the days remaining (or past it). */
export function HealthBadge({ endDate }: { endDate: string | null | undefined }) {
  const health = timelineHealth(endDate);
  return (
    <Row>
      <Badge tone={health.tone}>{health.label}</Badge>
      {health.daysOverdue !== undefined ? (
        <span>{health.daysOverdue === 1 ? '1 day overdue' : `${health.daysOverdue} days overdue`}</span>
      ) : (
        health.daysRemaining !== null && <span>{health.daysRemaining === 1 ? '1 day remaining' : `${health.daysRemaining} days remaining`}</span>
      )}
    </Row>
  );
}
