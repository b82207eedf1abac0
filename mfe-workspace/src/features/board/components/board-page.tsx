import { useMemo } from 'react';
import { Button, MAIN_CONTENT_ID, PageContainer, usePageTitle } from '@clientline/shared-ui';
import { usePolledBoardQuery } from '@clientline/shared-ui/api/board';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { EmptyState } from '@clientline/shared-ui/widgets';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useBoardFilters, type BoardView } from '../hooks/use-board-filters';
import { BoardColumns } from './board-columns';
import { BoardFilters } from './board-filters';
import { BoardList } from './board-list';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Total = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Switch = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const VIEWS: { view: BoardView; label: string }[] = [
  { view: 'board', label: 'Board' },
  { view: 'list', label: 'List' },
];

function ViewSwitch({ view, onChange }: { view: BoardView; onChange(view: BoardView): void }) {
  return (
    <Switch role="group" aria-label="View">
      {VIEWS.map((choice) => (
        <Button
          key={choice.view}
          type="button"
          size="sm"
          variant={view === choice.view ? 'primary' : 'secondary'}
          aria-pressed={view === choice.view}
          onClick={() => onChange(choice.view)}
        >
          {choice.label}
        </Button>
      ))}
    </Switch>
  );
}

const projectsText = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

/** The firm's projects by stage (a template's milestones, then Done), each saying who holds the ball and since when. */
export function BoardPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Board', user?.organizationName);
  const filters = useBoardFilters();
  const board = usePolledBoardQuery(filters.request);
  const wide = useWideScreen();
  // Days waited count to when the answer came: a polled answer moves them on.
  const answeredAt = board.fulfilledTimeStamp;
  const now = useMemo(() => (answeredAt ? new Date(answeredAt) : new Date()), [answeredAt]);

  // The answer to the filters on screen; while another is asked for, none.
  const shown = board.currentData;
  const noProjectsYet = !filters.isFiltered && !board.isError && shown?.total === 0;
  const nothingMatches = filters.isFiltered && !board.isError && shown?.total === 0;
  // A phone has room for the list only.
  const view: BoardView = wide ? filters.view : 'list';

  let results;
  if (board.isError) {
    results = <LoadError title="Failed to load the board" onRetry={board.refetch} retrying={board.isFetching} />;
  } else if (!shown) {
    results = <LoadingBlock label="Loading the board" />;
  } else if (nothingMatches) {
    results = (
      <EmptyState
        title="No matching projects"
        description="No project matches these filters."
        action={
          <Button variant="secondary" onClick={filters.clear}>
            Clear filters
          </Button>
        }
      />
    );
  } else {
    results = (
      <>
        <Toolbar>
          <Total role="status">{projectsText(shown.total)}</Total>
          {wide && <ViewSwitch view={filters.view} onChange={filters.setView} />}
        </Toolbar>
        {view === 'board' ? <BoardColumns columns={shown.columns} now={now} /> : <BoardList columns={shown.columns} now={now} wide={wide} />}
      </>
    );
  }

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Board" description="Where each project stands, and who holds the ball: the client or your firm." />
        {board.isLoading ? (
          <LoadingBlock label="Loading the board" />
        ) : noProjectsYet ? (
          <EmptyState
            title="No projects yet"
            description="Create projects from a template to see them here."
            action={
              user &&
              runsTheFirm(user) && (
                <Button as={Link} to="/templates" variant="secondary">
                  Go to Templates
                </Button>
              )
            }
          />
        ) : (
          <>
            <BoardFilters filters={filters} templates={board.data?.templates ?? []} showClear={!nothingMatches} />
            <div aria-busy={board.isFetching}>{results}</div>
          </>
        )}
      </PageContainer>
    </main>
  );
}
