import { useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { CurrentUser } from '@clientline/contracts';
import { lazyWithPreload, PageContainer, Spinner, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { LoadBoundary } from '@clientline/shared-ui/widgets';
import { useGetProjectQuery } from '@clientline/shared-ui/api/projects';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { isStaff } from '@clientline/shared-ui/permissions';
import { ChatPanel } from './chat-panel';
import { MilestonesSection } from './milestones-section';
import { ProjectHeader } from './project-header';
import { ProjectNotFound } from './project-not-found';
import { TeamCard } from './team-card';

// Below the fold: its code (uploads, request forms) loads after the project paints.
const DocumentsPanel = lazyWithPreload(() => import('./documents-panel').then((module) => module.default));
// The firm's alone, and last: its code (a rule's form) loads after the project paints, never for a client.
const ProjectAutomations = lazyWithPreload(() => import('@clientline/shared-ui/automations').then((module) => module.ProjectAutomations));

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Below = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** /project/:projectId, for the firm and the project's client. */
export function ProjectDetailPage() {
  const projectId = useParams().projectId ?? '';
  const { data: user } = useGetCurrentUserQuery();

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>{user ? <ProjectDetail projectId={projectId} user={user} /> : <Spinner label="Loading project" />}</PageContainer>
    </main>
  );
}

function ProjectDetail({ projectId, user }: { projectId: string; user: CurrentUser }) {
  const project = useGetProjectQuery(projectId);
  usePageTitle(project.isError ? 'Project Not Found' : (project.data?.name ?? 'Project'), user.organizationName);

  if (project.isLoading) return <Spinner label="Loading project" />;
  if (!project.data) return <ProjectNotFound error={project.error} user={user} onRetry={project.refetch} />;

  return (
    <>
      <ProjectHeader project={project.data} user={user} />
      <Columns>
        <MilestonesSection project={project.data} user={user} />
        <ChatPanel projectId={project.data.id} user={user} />
      </Columns>
      <Below>
        {isStaff(user) && <TeamCard project={project.data} user={user} />}
        <LoadBoundary loading={<Spinner label="Loading documents" />}>
          <DocumentsPanel project={project.data} user={user} />
        </LoadBoundary>
        {isStaff(user) && (
          <LoadBoundary loading={<Spinner label="Loading automations" />}>
            <ProjectAutomations project={project.data} user={user} />
          </LoadBoundary>
        )}
      </Below>
    </>
  );
}
