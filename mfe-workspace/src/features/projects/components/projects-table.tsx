import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { ProjectSummary } from '@clientline/contracts';
import { ProgressBar, progressPercent, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@clientline/shared-ui';
import { formatDay } from '@clientline/shared-ui/dates';
import { ProjectStatusBadge } from '../../../components/project-status-badge';

const Nowrap = styled(TableCell)`
  white-space: nowrap;
`;

const ProjectLink = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The projects with their client, dates, status and progress; each links to its detail and timeline. */
export function ProjectsTable({ projects, label }: { projects: ProjectSummary[]; label: string }) {
  return (
    <Table label={label}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Project</TableHeaderCell>
          <TableHeaderCell>Client</TableHeaderCell>
          <TableHeaderCell>Start date</TableHeaderCell>
          <TableHeaderCell>End date</TableHeaderCell>
          <TableHeaderCell>Status</TableHeaderCell>
          <TableHeaderCell>Progress</TableHeaderCell>
          <TableHeaderCell>Timeline</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {projects.map((project) => (
          <TableRow key={project.id}>
            <TableCell>
              <ProjectLink to={`/project/${project.id}`}>{project.name}</ProjectLink>
            </TableCell>
            <TableCell>
              <Link to={`/client/${project.clientId}`}>{project.client.displayName}</Link>
            </TableCell>
            <Nowrap>{formatDay(project.startDate)}</Nowrap>
            <Nowrap>{project.endDate ? formatDay(project.endDate) : 'No end date'}</Nowrap>
            <TableCell>
              <ProjectStatusBadge status={project.status} />
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
      </TableBody>
    </Table>
  );
}
