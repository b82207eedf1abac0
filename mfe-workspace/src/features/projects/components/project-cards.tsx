import { Link } from '@clientline/shared-ui/router';
import type { ProjectSummary } from '@clientline/contracts';
import { ProgressBar, progressPercent, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { formatDay } from '@clientline/shared-ui/dates';
import { CardHeading, CardList, CardListItem, MetaLine } from '../../../components/card-list';
import { SelectCheckbox } from '../../../components/selection-checkbox';
import type { PageSelection } from '../../../lib/use-page-selection';
import { assigneeNames, type TeamNames } from './assignees';
import { selectProjectLabel } from './projects-table';

function assignedLine(project: ProjectSummary, team: TeamNames): string {
  const names = assigneeNames(project, team);
  return names.length > 0 ? `Assigned to ${names.join(', ')}` : 'Unassigned';
}

/** The projects table as cards, for phones: the same facts and links, nothing to scroll sideways. */
export function ProjectCards({ projects, label, team, selection }: { projects: ProjectSummary[]; label: string; team?: TeamNames; selection?: PageSelection }) {
  return (
    <CardList aria-label={label}>
      {projects.map((project) => (
        <CardListItem as="li" key={project.id}>
          <CardHeading>
            {selection && <SelectCheckbox selection={selection} id={project.id} label={selectProjectLabel(project)} />}
            <h2>
              <Link to={`/project/${project.id}`}>{project.name}</Link>
            </h2>
          </CardHeading>
          <MetaLine>
            <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link>
            <ProjectStatusBadge project={project} />
          </MetaLine>
          {team && <MetaLine>{assignedLine(project, team)}</MetaLine>}
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
