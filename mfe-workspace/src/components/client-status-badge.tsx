import styled from '@clientline/shared-ui/styled';
import type { ClientDisplayStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';

/** How the api derives each client status (docs/api.md, GET /api/clients), in the legend's words. */
export const CLIENT_STATUS_MEANINGS: Record<ClientDisplayStatus, { tone: BadgeTone; meaning: string }> = {
  Active: { tone: 'success', meaning: 'an active project has started and has not ended' },
  Pending: { tone: 'warning', meaning: 'a project starts within the next 90 days' },
  Sleeping: { tone: 'neutral', meaning: 'nothing running or coming up (also with no projects)' },
};

export function ClientStatusBadge({ status }: { status: ClientDisplayStatus }) {
  return <Badge tone={CLIENT_STATUS_MEANINGS[status].tone}>{status}</Badge>;
}

const Legend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  dd {
    margin: 0;
  }
`;

/** What Active, Pending and Sleeping mean. */
export function ClientStatusLegend() {
  return (
    <div role="group" aria-label="Client status legend">
    <Legend>
      {(Object.keys(CLIENT_STATUS_MEANINGS) as ClientDisplayStatus[]).map((status) => (
        <div key={status}>
          <dt>
            <ClientStatusBadge status={status} />
          </dt>
          <dd>{CLIENT_STATUS_MEANINGS[status].meaning}</dd>
        </div>
      ))}
    </Legend>
    </div>
  );
}
