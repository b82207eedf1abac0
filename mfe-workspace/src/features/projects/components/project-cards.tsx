import { Link } from '@clientline/shared-ui/router';
import type { ProjectSummary } from '@clientline/contracts';
import { ProgressBar, progressPercent } from '@clientline/shared-ui';
import { formatDay } from '@clientline/shared-ui/dates';
import { CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { ProjectStatusBadge } from '../../../components/project-status-badge';

/** The projects table as cards, for phones: the same facts and links, nothing to scroll sideways. */
export function ProjectCards({ projects, label }: { projects: ProjectSummary[]; label: string }) {
  return (
    <CardList aria-label={label}>
      {projects.map((project) => (
        <CardListItem as="li" key={project.id}>
          <h2>
            <Link to={`/project/${project.id}`}>{project.name}</Link>
          </h2>
          <MetaLine>
            <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link>
            <ProjectStatusBadge status={project.status} />
          </MetaLine>
          <MetaLine>
            {formatDay(project.startDate)} – {project.endDate ? formatDay(project.endDate) : 'No end date'}
          </MetaLine>
          <ProgressBar percent={progressPercent(project)} label={`${project.name} progress`} layout="inline" />
          <MetaLine>
            <Link to={`/timeline/${project.id}`} aria-label={`Timeline of ${project.name}`}>
              Timeline
            </Link>
          </MetaLine>
        </CardListItem>
      ))}
    </CardList>
  );
}
