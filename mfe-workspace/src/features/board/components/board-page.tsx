import { useMemo } from 'react';
import { DONE_STAGE, NO_STAGE } from '@clientline/contracts';
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
import { SelectAllField } from '../../../components/selection-checkbox';
import { usePageSelection } from '../../../lib/use-page-selection';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useBoardFilters, type BoardView } from '../hooks/use-board-filters';
import { ActionProgress } from '../../../components/project-actions/action-progress';
import { ProjectActions } from '../../../components/project-actions/project-actions';
import { useShownAction } from '../../../components/project-actions/use-shown-action';
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

const Lead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
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

/** Where a project may be moved: a stage of the template the board shows, not the columns of none or of all done. */
const isMoveTarget = (stage: string) => stage !== DONE_STAGE && stage !== NO_STAGE;

/** The firm's projects by stage (a template's milestones, then Done), each saying who holds the ball and since when. */
export function BoardPage() {
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle('Board', user?.organizationName);
  // Templates and actions on a selection are the owner's and admins': nobody else sees a checkbox.
  const canManage = user ? runsTheFirm(user) : false;
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
  const shownIds = useMemo(() => (shown?.columns ?? []).flatMap((column) => column.cards.map((card) => card.projectId)), [shown]);
  const ticked = usePageSelection(filters.filterKey, shownIds);
  const selection = canManage ? ticked.selection : undefined;
  const shownAction = useShownAction();

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
          <Lead>
            <Total role="status">{projectsText(shown.total)}</Total>
            {selection && shownIds.length > 0 && <SelectAllField selection={selection} label={`Select all ${shownIds.length} shown`} />}
          </Lead>
          {wide && <ViewSwitch view={filters.view} onChange={filters.setView} />}
        </Toolbar>
        {selection && ticked.selectedIds.length > 0 && (
          <ProjectActions
            projectIds={ticked.selectedIds}
            // Only a template's board has its every stage as a column; a mix of templates has no stages in common.
            stages={filters.request.templateId ? shown.columns.map((column) => column.stage).filter(isMoveTarget) : undefined}
            onClear={ticked.clear}
            onStarted={(action) => {
              ticked.clear();
              shownAction.show(action.id);
            }}
          />
        )}
        {view === 'board' ? (
          <BoardColumns columns={shown.columns} now={now} selection={selection} />
        ) : (
          <BoardList columns={shown.columns} now={now} wide={wide} selection={selection} />
        )}
      </>
    );
  }

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title="Board" description="Where each project stands, and who holds the ball: the client or your firm." />
        {canManage && shownAction.actionId && <ActionProgress actionId={shownAction.actionId} onDismiss={shownAction.dismiss} />}
        {board.isLoading ? (
          <LoadingBlock label="Loading the board" />
        ) : noProjectsYet ? (
          <EmptyState
            title="No projects yet"
            description="Create projects from a template to see them here."
            action={
              canManage && (
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
