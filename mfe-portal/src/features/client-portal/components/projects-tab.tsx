import type { CurrentUser } from '@clientline/contracts';
import { practiceWords } from '@clientline/contracts/practices';
import styled from '@clientline/shared-ui/styled';
import { Link } from '@clientline/shared-ui/router';
import { Button, Card, Spinner } from '@clientline/shared-ui';
import { EmptyState, ProjectProgress, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { usePolledProjectsQuery } from '@clientline/shared-ui/api/projects';
import { formatDay } from '@clientline/shared-ui/dates';
import { LoadError } from '../../../components/load-error';
import { MutedText, PlainList, TitleRow } from '../../../components/panel-parts';
import { ProjectCard, ProjectCardName } from './project-overview-card';

const List = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Dates = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
`;

/**
 * The client's own projects (the api lists only theirs), each with its detail page and timeline, called by
 * their firm's word for them (matters, engagements or projects).
 */
export function ProjectsTab({ user }: { user: CurrentUser }) {
  const projects = usePolledProjectsQuery();
  const work = practiceWords(user.organizationPractice);

  if (projects.isLoading) return <Spinner label={`Loading your ${work.plural}`} />;
  if (!projects.data) {
    return (
      <Card>
        <LoadError title={`${work.pluralTitle} could not be loaded`} description={`Failed to load ${work.plural}`} onRetry={projects.refetch} />
      </Card>
    );
  }
  if (projects.data.length === 0) {
    return (
      <Card>
        <EmptyState
          title={`No ${work.plural} yet`}
          description={`Your firm has not opened any ${work.plural} for you yet. When it does, each is listed here with its dates and progress.`}
        />
      </Card>
    );
  }

  return (
    <List aria-label={`Your ${work.plural}`}>
      {projects.data.map((project) => (
        <ProjectCard as="li" key={project.id}>
          <TitleRow>
            <ProjectCardName as="h2">{project.name}</ProjectCardName>
            <ProjectStatusBadge project={project} />
          </TitleRow>
          {project.description && <MutedText>{project.description}</MutedText>}
          <Dates>
            <dt>Start</dt>
            <dd>{formatDay(project.startDate)}</dd>
            <dt>End</dt>
            <dd>{project.endDate ? formatDay(project.endDate) : 'No end date'}</dd>
          </Dates>
          <ProjectProgress project={project} label={`Progress of ${project.name}`} />
          <Actions>
            <Button as={Link} to={`/project/${project.id}`} size="sm" aria-label={`View details of ${project.name}`}>
              View Details
            </Button>
            <Button as={Link} to={`/timeline/${project.id}`} size="sm" variant="secondary" aria-label={`View timeline of ${project.name}`}>
              View Timeline
            </Button>
          </Actions>
        </ProjectCard>
      ))}
    </List>
  );
}
