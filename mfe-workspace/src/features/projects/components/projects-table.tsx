import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import type { ProjectSummary } from '@clientline/contracts';
import { ProgressBar, progressPercent, TableCell, TableRow, ProjectStatusBadge } from '@clientline/shared-ui/widgets';
import { formatDay } from '@clientline/shared-ui/dates';
import { DataTable } from '../../../components/data-table';
import { SelectAllCheckbox, SelectCheckbox } from '../../../components/selection-checkbox';
import type { PageSelection } from '../../../lib/use-page-selection';
import { assigneeNames, type TeamNames } from './assignees';

const Nowrap = styled(TableCell)`
  white-space: nowrap;
`;

const SelectCell = styled(TableCell)`
  width: 1%;
`;

const ProjectLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const COLUMNS = ['Project', 'Client', 'Assigned to', 'Start date', 'End date', 'Status', 'Progress', 'Timeline'];

interface ProjectsTableProps {
  projects: ProjectSummary[];
  label: string;
  /** Absent while the team loads (or when it failed): the Assigned to cells stay empty rather than guess. */
  team?: TeamNames;
  /** The ticked projects, for the owner and admins; no checkboxes without. */
  selection?: PageSelection;
}

/** "Select 2025 Individual Tax Return for Ava Martinez": the rows of one template share a name. */
export const selectProjectLabel = (project: ProjectSummary) => `Select ${project.name} for ${project.client.displayName}`;

/** The projects with their client, assignees, dates, status and progress; each links to its detail and timeline. */
export function ProjectsTable({ projects, label, team, selection }: ProjectsTableProps) {
  return (
    <DataTable label={label} columns={COLUMNS} lead={selection && <SelectAllCheckbox selection={selection} label="Select every project shown" />}>
      {projects.map((project) => (
        <TableRow key={project.id}>
          {selection && (
            <SelectCell>
              <SelectCheckbox selection={selection} id={project.id} label={selectProjectLabel(project)} />
            </SelectCell>
          )}
          <TableCell>
            <ProjectLink to={`/project/${project.id}`}>{project.name}</ProjectLink>
          </TableCell>
          <TableCell>
            <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link>
          </TableCell>
          <TableCell>{team && (assigneeNames(project, team).join(', ') || 'Unassigned')}</TableCell>
          <Nowrap>{formatDay(project.startDate)}</Nowrap>
          <Nowrap>{project.endDate ? formatDay(project.endDate) : 'No end date'}</Nowrap>
          <TableCell>
            <ProjectStatusBadge project={project} />
          </TableCell>
          <TableCell>
            <ProgressBar percent={progressPercent(project)} label={`${project.name} progress`} layout="inline" />
          </TableCell>
          <Nowrap>
            <Link to={`/timeline/${project.id}`} aria-label={`Timeline of ${project.name}`}>
              Timeline
            </Link>
          </Nowrap>
        </TableRow>
      ))}
    </DataTable>
  );
}
