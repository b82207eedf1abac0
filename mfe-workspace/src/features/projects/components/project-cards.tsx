import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { ProjectSummary } from '@clientline/contracts';
import { Card } from '@clientline/shared-ui';
import { ProgressBar } from '../../../components/progress-bar';
import { ProjectStatusBadge } from '../../../components/project-status-badge';
import { formatDay, progressPercent } from '../../../lib/format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The projects table as cards, for phones: the same facts and links, nothing to scroll sideways. */
export function ProjectCards({ projects, label }: { projects: ProjectSummary[]; label: string }) {
  return (
    <List aria-label={label}>
      {projects.map((project) => (
        <Item as="li" key={project.id}>
          <h2>
            <Link to={`/project/${project.id}`}>{project.name}</Link>
          </h2>
          <Line>
            <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link>
            <ProjectStatusBadge status={project.status} />
          </Line>
          <Line>
            {formatDay(project.startDate)} – {project.endDate ? formatDay(project.endDate) : 'No end date'}
          </Line>
          <ProgressBar percent={progressPercent(project)} label={`${project.name} progress`} />
          <Line>
            <Link to={`/timeline/${project.id}`} aria-label={`Timeline of ${project.name}`}>
              Timeline
            </Link>
          </Line>
        </Item>
      ))}
    </List>
  );
}
