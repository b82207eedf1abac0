import { useState } from 'react';
import { Link, useParams } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { ClientListItem, ProjectSummary } from '@clientline/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, media, PageContainer, MAIN_CONTENT_ID, usePageTitle } from '@clientline/shared-ui';
import { EmptyState, ProgressBar, progressPercent, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { useGetClientsQuery } from '@clientline/shared-ui/api/clients';
import { usePolledProjectsQuery } from '@clientline/shared-ui/api/projects';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { formatDay, formatMomentDay } from '@clientline/shared-ui/dates';
import { MetaLine } from '../../../components/card-list';
import { CLIENT_STATUS_MEANINGS } from '../../../components/client-status-badge';
import { FactList } from '../../../components/fact-list';
import { LoadError } from '../../../components/load-error';
import { LoadingBlock } from '../../../components/loading-block';
import { PageHeader } from '../../../components/page-header';
import { useRevealedAccess } from '../hooks/use-revealed-access';
import { LoginDetails } from './login-details';
import { PendingEmailChange } from './pending-email-change';
import { ResetTwoFactorButton } from '../../../components/reset-two-factor-button';
import { RestoreClientButton } from './client-record-actions';
import { ClientPeople } from './client-people';
import { ClientRoles } from './client-roles';
import { EditClientDialog } from './edit-client-dialog';
import { ClientStatus } from './client-status';
import { EditTagsButton, TagList } from './client-tags';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${media.md} {
    grid-template-columns: minmax(260px, 1fr) 2fr;
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Facts = styled(FactList)`
  gap: ${({ theme }) => theme.space[4]};

  dd {
    overflow-wrap: anywhere;
  }
`;

const ProjectList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[3]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

/** The latest change to any of the client's projects, or null with none. */
function lastActivity(projects: ProjectSummary[]): string | null {
  return projects.reduce<string | null>((latest, project) => (!latest || project.updatedAt > latest ? project.updatedAt : latest), null);
}

function ClientProjects({ client, projects }: { client: ClientListItem; projects: ProjectSummary[] }) {
  return (
    <Card aria-labelledby="client-projects-heading">
      <CardHeader>
        <CardTitle id="client-projects-heading">Projects</CardTitle>
      </CardHeader>
      <CardContent>
        {client.archived ? (
          <EmptyState
            headingLevel={3}
            title="Archived with the client"
            description={`${client.displayName}'s projects were archived with them, and come back when they are restored.`}
          />
        ) : projects.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="No projects yet"
            description={`Create a project for ${client.displayName} to start sharing progress.`}
            action={
              <Button as={Link} to={`/projects/client/${client.id}?new=project`}>
                Create a project
              </Button>
            }
          />
        ) : (
          <ProjectList>
            {projects.map((project) => (
              <li key={project.id}>
                <Link to={`/project/${project.id}`}>{project.name}</Link>
                <MetaLine>
                  <ProjectStatusBadge project={project} />
                  <span>
                    {formatDay(project.startDate)} – {project.endDate ? formatDay(project.endDate) : 'No end date'}
                  </span>
                </MetaLine>
                <ProgressBar percent={progressPercent(project)} label={`${project.name} progress`} layout="inline" />
              </li>
            ))}
          </ProjectList>
        )}
      </CardContent>
    </Card>
  );
}

/** Edit client on the client's own page, as on their row of the Clients screen. */
function EditClientButton({ client }: { client: ClientListItem }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
        Edit client
      </Button>
      {editing && <EditClientDialog client={client} onClose={() => setEditing(false)} />}
    </>
  );
}

/**
 * A client's contact, status, login details, projects, the people who sign in for it and who of the staff fills
 * each of the firm's roles for it. An archived client (not in the firm's client list, so looked up among the
 * archived ones) shows as Archived, with Restore for the owner and admins.
 */
export function ClientDetailsPage() {
  const { id = '' } = useParams();
  const clientsQuery = useGetClientsQuery();
  const listedClient = clientsQuery.data?.find((candidate) => candidate.id === id);
  const lookingInArchive = clientsQuery.isSuccess && !listedClient;
  const archivedQuery = useGetClientsQuery({ archived: true }, { skip: !lookingInArchive });
  const projectsQuery = usePolledProjectsQuery();
  const { data: user } = useGetCurrentUserQuery();
  const canManage = user ? runsTheFirm(user) : false;
  const { accessOf, remember } = useRevealedAccess();
  const client = listedClient ?? (lookingInArchive ? archivedQuery.data?.find((candidate) => candidate.id === id) : undefined);
  usePageTitle(client?.displayName ?? 'Client', user?.organizationName);
  const projects = (projectsQuery.data ?? []).filter((project) => project.clientId === id);
  const failed = clientsQuery.isError
    ? clientsQuery
    : lookingInArchive && archivedQuery.isError
      ? archivedQuery
      : projectsQuery.isError
        ? projectsQuery
        : null;

  let body;
  if (clientsQuery.isLoading || projectsQuery.isLoading || (lookingInArchive && archivedQuery.isLoading)) body = <LoadingBlock label="Loading client" />;
  else if (failed) body = <LoadError title="Failed to load client" onRetry={failed.refetch} retrying={failed.isFetching} />;
  else if (!client)
    body = (
      <EmptyState
        title="Client not found"
        description="This client does not exist or belongs to another firm."
        action={
          <Button as={Link} to="/clients">
            Back to Clients
          </Button>
        }
      />
    );
  else {
    const latest = lastActivity(projects);
    body = (
      <Layout>
        <Card aria-labelledby="client-contact-heading">
          <CardHeader>
            <CardTitle id="client-contact-heading">Contact</CardTitle>
          </CardHeader>
          <CardContent>
            <Facts>
              <div>
                <dt>Email</dt>
                <dd>
                  <a href={`mailto:${client.username}`}>{client.username}</a>
                </dd>
              </div>
              <PendingEmailChange client={client} canManage={canManage} />
              <div>
                <dt>Tags</dt>
                <dd>
                  {client.tags.length > 0 ? <TagList tags={client.tags} /> : 'No tags'}
                  {canManage && !client.archived && (
                    <>
                      {' '}
                      <EditTagsButton client={client} />
                    </>
                  )}
                </dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <ClientStatus client={client} />{' '}
                  {client.archived ? 'cannot sign in, and their projects are archived with them' : CLIENT_STATUS_MEANINGS[client.status].meaning}
                </dd>
              </div>
              {!client.archived && (
                <div>
                  <dt>Last activity</dt>
                  <dd>{latest ? formatMomentDay(latest) : 'No activity yet'}</dd>
                </div>
              )}
              <div>
                <dt>Login details</dt>
                <dd>
                  {client.archived || canManage || !client.requiresPasswordChange ? (
                    <LoginDetails client={client} access={accessOf(client.id)} onRenewed={remember} canManage={canManage} />
                  ) : (
                    'Has not chosen a password yet'
                  )}
                </dd>
              </div>
              <div>
                <dt>Two-factor sign-in</dt>
                <dd>
                  {client.twoFactorEnabled ? 'On' : 'Off'}
                  {client.twoFactorEnabled && canManage && (
                    <>
                      {' '}
                      <ResetTwoFactorButton kind="client" person={{ id: client.id, name: client.displayName }} />
                    </>
                  )}
                </dd>
              </div>
            </Facts>
          </CardContent>
        </Card>
        <Column>
          <ClientProjects client={client} projects={projects} />
          <ClientPeople client={client} projects={projects} canManage={canManage} />
          <ClientRoles client={client} canManage={canManage} />
        </Column>
      </Layout>
    );
  }

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <PageContainer>
        <PageHeader
          title={client ? client.displayName : 'Client details'}
          description={<Link to="/clients">← All clients</Link>}
          actions={client && canManage ? client.archived ? <RestoreClientButton client={client} size="md" /> : <EditClientButton client={client} /> : undefined}
        />
        {body}
      </PageContainer>
    </main>
  );
}
