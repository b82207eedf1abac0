import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Button, Card, CardContent, CardHeader, CardTitle, media } from '@clientline/shared-ui';
import { EmptyState, ProgressBar, progressPercent, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { usePolledProjectsQuery } from '@clientline/shared-ui/api/projects';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { runsTheFirm } from '@clientline/shared-ui/permissions';
import { QueryView } from '../../../components/query-view';

/** Recent activity shows the first five projects of the newest-first list. */
export const RECENT_PROJECTS = 5;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  & > :last-child {
    justify-self: start;
  }

  ${media.sm} {
    grid-template-columns: minmax(0, 2fr) minmax(120px, 1fr) auto;
    align-items: center;
  }
`;

const Name = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const ClientName = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The first five projects of the (newest first) list, polled with it. Creating one is offered to those who may. */
export function RecentActivity() {
  const projectsQuery = usePolledProjectsQuery();
  const { data: user } = useGetCurrentUserQuery();
  const canCreate = user ? runsTheFirm(user) : false;

  return (
    <Card aria-labelledby="recent-activity-heading">
      <CardHeader>
        <CardTitle id="recent-activity-heading">Recent activity</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={projectsQuery} loadingLabel="Loading projects" errorTitle="Failed to load projects">
          {(projects) =>
            projects.length === 0 ? (
              canCreate ? (
                <EmptyState
                  headingLevel={3}
                  title="Create your first project"
                  description="Projects you create show here with their progress. Start with a client, then give them a project."
                  action={
                    <Button as={Link} to="/projects?new=project">
                      Create your first project
                    </Button>
                  }
                />
              ) : (
                <EmptyState headingLevel={3} title="No projects yet" description="The projects you are assigned to show here with their progress." />
              )
            ) : (
              <List>
                {projects.slice(0, RECENT_PROJECTS).map((project) => (
                  <Item key={project.id}>
                    <div>
                      <Name to={`/project/${project.id}`}>{project.name}</Name>
                      <ClientName>{project.client.displayName}</ClientName>
                    </div>
                    <ProgressBar percent={progressPercent(project)} label={`${project.name} progress`} layout="inline" />
                    <ProjectStatusBadge project={project} />
                  </Item>
                ))}
              </List>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
