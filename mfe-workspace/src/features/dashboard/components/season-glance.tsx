import { CURRENT_PERIOD, LONG_WAIT_DAYS } from '@clientline/contracts/board-constants';
import { Card, CardContent, CardHeader, CardTitle, media } from '@clientline/shared-ui';
import { usePolledBoardQuery } from '@clientline/shared-ui/api/board';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { QueryView } from '../../../components/query-view';

/** What the dashboard asks of the board: the counts of the current period, no cards (the first screen declares the same). */
export const SEASON_COUNTS = { cardsPerColumn: '0', period: CURRENT_PERIOD } as const;

/** The board filtered as a figure counts: the current period, and `more`. */
const boardLink = (more = '') => `/board?period=${CURRENT_PERIOD}${more}`;

const Glance = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  }
`;

const Figure = styled(Link)`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Period = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Stages = styled.h3`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Where the firm's projects stand, from the board's counts: overdue, waiting on the client for more than
 * a week, and how many are at each stage; each figure opens the board filtered to it. For every member of
 * the staff: the board counts only the projects the person may see.
 */
export function SeasonGlance() {
  const board = usePolledBoardQuery(SEASON_COUNTS);
  return (
    <Glance aria-labelledby="season-glance-heading">
      <CardHeader>
        <CardTitle id="season-glance-heading">Where projects stand</CardTitle>
        <Period>This period’s projects of each template, and those made by hand.</Period>
      </CardHeader>
      <CardContent>
        <QueryView query={board} loadingLabel="Loading the board" errorTitle="Failed to load the board">
          {({ columns, overdue, waitingOnClientLong, total }) =>
            total === 0 ? (
              <p>No projects yet.</p>
            ) : (
              <>
                <Figures>
                  <li>
                    <Figure to={boardLink('&overdue=true')}>
                      <span>Overdue</span>
                      <strong>{overdue}</strong>
                    </Figure>
                  </li>
                  <li>
                    <Figure to={boardLink(`&waitingOn=client&waitingDays=${LONG_WAIT_DAYS}`)}>
                      <span>Waiting on the client for more than {LONG_WAIT_DAYS} days</span>
                      <strong>{waitingOnClientLong}</strong>
                    </Figure>
                  </li>
                </Figures>
                <Stages>By stage</Stages>
                <Figures>
                  {columns
                    .filter((column) => column.count > 0)
                    .map((column) => (
                      <li key={column.stage}>
                        <Figure to={boardLink(`&stage=${encodeURIComponent(column.stage)}`)}>
                          <span>{column.stage}</span>
                          <strong>{column.count}</strong>
                        </Figure>
                      </li>
                    ))}
                </Figures>
              </>
            )
          }
        </QueryView>
      </CardContent>
    </Glance>
  );
}
