import { useMemo } from 'react';
import { useSearchParams } from '@clientline/shared-ui/router';
import { PROJECT_PAGE_DEFAULT_LIMIT } from '@clientline/contracts';
import { Button, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { EmptyState, InlineLoadError } from '@clientline/shared-ui/widgets';
import { useGetProjectPagesInfiniteQuery, usePolledProjectPages } from '@clientline/shared-ui/api/projects';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { useProjectFilter } from '../hooks/use-project-filter';
import { NewProjectDialog } from '../../../components/dialogs/new-project-dialog';
import { ProjectFilters } from './project-filters';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { ProjectCards } from './project-cards';
import { ProjectsTable } from './projects-table';
import { LoadMore } from '../../../components/load-more';
import { teamNamesOf } from './assignees';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { ActionProgress } from '../../../components/project-actions/action-progress';
import { ProjectActions } from '../../../components/project-actions/project-actions';
import { useShownAction } from '../../../components/project-actions/use-shown-action';
import { SelectAllField } from '../../../components/selection-checkbox';
import { usePageSelection } from '../../../lib/use-page-selection';

/** `?new=project` opens the New Project dialog (the dashboard's "Create your first project"). */
const NEW_PROJECT_PARAM = 'new';

interface ProjectsViewProps {
  title: string;
  description: string;
  /** Only this client's projects (and new projects default to them). */
  clientId?: string;
}

/** The polled projects list, a page at a time, with search, status filter and New Project. */
export function ProjectsView({ title, description, clientId }: ProjectsViewProps) {
  const filter = useProjectFilter();
  // The first page is polled (with every page loaded since); "Load more" asks for the next.
  const pages = usePolledProjectPages({ limit: PROJECT_PAGE_DEFAULT_LIMIT, ...filter.request, ...(clientId && { clientId }) });
  const { data: user } = useGetCurrentUserQuery();
  usePageTitle(title, user?.organizationName);
  const canCreate = user ? runsTheFirm(user) : false;
  const [params, setParams] = useSearchParams();
  const dialogOpen = canCreate && params.get(NEW_PROJECT_PARAM) === 'project';
  const setDialogOpen = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set(NEW_PROJECT_PARAM, 'project');
      else next.delete(NEW_PROJECT_PARAM);
      return next;
    });

  const projects = pages.data?.pages.flatMap((page) => page.projects) ?? [];
  const noActiveProjects = pages.isSuccess && !filter.isFiltered && projects.length === 0;
  // Only asked when the list is empty: archived projects are off it, and "Create your first project" would hide them.
  const archived = useGetProjectPagesInfiniteQuery(
    { limit: 1, archived: 'true', ...(clientId && { clientId }) },
    { skip: !noActiveProjects },
  );
  const hasArchived = noActiveProjects && (archived.data?.pages[0]?.projects.length ?? 0) > 0;
  // One read of the team names every row's assignees.
  const teamQuery = useGetTeamMembersQuery();
  const team = useMemo(() => teamQuery.data && teamNamesOf(teamQuery.data), [teamQuery.data]);
  const wide = useWideScreen();
  // Actions on a selection are the owner's and admins' (those who create projects): nobody else sees a checkbox.
  const ticked = usePageSelection(JSON.stringify(filter.request), projects.map((project) => project.id));
  const selection = canCreate ? ticked.selection : undefined;
  const shownAction = useShownAction();

  const newProjectButton = canCreate && <Button onClick={() => setDialogOpen(true)}>New Project</Button>;

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader title={title} description={description} actions={newProjectButton} />
        {canCreate && shownAction.actionId && <ActionProgress actionId={shownAction.actionId} onDismiss={shownAction.dismiss} />}
        {pages.isLoading ? (
          <LoadingBlock label="Loading projects" />
        ) : pages.isError && !pages.isFetchNextPageError ? (
          <LoadError title="Failed to load projects" onRetry={pages.refetch} retrying={pages.isFetching} />
        ) : hasArchived ? (
          <EmptyState
            title="No active projects"
            description="Archived projects are off this list until they are restored."
            action={
              <Button variant="secondary" onClick={() => filter.setStatus('archived')}>
                Show archived projects
              </Button>
            }
          />
        ) : !filter.isFiltered && projects.length === 0 ? (
          <EmptyState
            title="Create your first project"
            description={
              canCreate
                ? 'A project tracks milestones, dates and the conversation with one client.'
                : 'Projects your firm creates show here.'
            }
            action={canCreate && <Button onClick={() => setDialogOpen(true)}>Create your first project</Button>}
          />
        ) : (
          <>
            <ProjectFilters
              search={filter.search}
              onSearchChange={filter.setSearch}
              status={filter.status}
              onStatusChange={filter.setStatus}
              assignedToMe={filter.assignedToMe}
              onAssignedToMeChange={filter.setAssignedToMe}
            />
            {teamQuery.isError && (
              <InlineLoadError message="Failed to load who works on each project." onRetry={teamQuery.refetch} retrying={teamQuery.isFetching} />
            )}
            {projects.length === 0 ? (
              <EmptyState
                title="No projects match"
                description={filter.assignedToMe ? "Try another name or status, or untick 'Assigned to me'." : 'Try another name or status.'}
              />
            ) : (
              <>
                {selection && !wide && <SelectAllField selection={selection} label={`Select all ${projects.length} shown`} />}
                {selection && ticked.selectedIds.length > 0 && (
                  <ProjectActions
                    projectIds={ticked.selectedIds}
                    onClear={ticked.clear}
                    onStarted={(action) => {
                      ticked.clear();
                      shownAction.show(action.id);
                    }}
                  />
                )}
                {wide ? (
                  <ProjectsTable projects={projects} label={title} team={team} selection={selection} />
                ) : (
                  <ProjectCards projects={projects} label={title} team={team} selection={selection} />
                )}
              </>
            )}
            {pages.hasNextPage && (
              <LoadMore items="projects" onLoadMore={pages.fetchNextPage} loading={pages.isFetchingNextPage} failed={pages.isFetchNextPageError} />
            )}
          </>
        )}
        {dialogOpen && <NewProjectDialog onClose={() => setDialogOpen(false)} clientId={clientId} />}
      </PageContainer>
    </main>
  );
}
