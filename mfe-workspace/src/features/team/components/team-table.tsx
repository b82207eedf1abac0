import styled from '@clientline/shared-ui/styled';
import type { ProjectSummary, TeamMember } from '@clientline/contracts';
import { TableCell, TableRow } from '@clientline/shared-ui/widgets';
import { Link } from '@clientline/shared-ui/router';
import { ButtonRow } from '../../../components/button-row';
import { DataTable } from '../../../components/data-table';
import { AdminToggle } from './admin-toggle';
import { HandOverButton } from './hand-over-button';
import { RemoveMemberButton } from './remove-member-button';
import { ResetTwoFactorButton } from '../../../components/reset-two-factor-button';
import { isTeamMember, roleName } from '@clientline/shared-ui/permissions';


const COLUMNS = ['Name', 'Role', 'Email', 'Active Projects', 'Completed Projects', 'Performance %'];

const WorksOn = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** How many of a member's active projects are named under their name; the rest are counted. */
const NAMED_PROJECTS = 3;

export function ActiveProjects({ memberId, projects }: { memberId: string; projects: ProjectSummary[] }) {
  const theirs = projects.filter((project) => project.status === 'active' && (project.assigneeIds ?? []).includes(memberId));
  if (theirs.length === 0) return null;
  const more = theirs.length - NAMED_PROJECTS;
  return (
    <WorksOn>
      Works on{' '}
      {theirs.slice(0, NAMED_PROJECTS).map((project, index) => (
        <span key={project.id}>
          {index > 0 && ', '}
          <Link to={`/project/${project.id}`}>{project.name}</Link>
        </span>
      ))}
      {more > 0 && ` and ${more} more`}
    </WorksOn>
  );
}

/** Who is looking, when they run the firm: the owner changes admins; the owner and admins remove members. */
export interface TeamManager {
  id: string;
  isOwner: boolean;
  firmName: string;
}

/**
 * Only team members are removed, made admins or have their two-factor sign-in reset (never the owner or
 * oneself); only the owner touches an admin, and hands the firm to one.
 */
export function ActionsFor({ member, manager }: { member: TeamMember; manager: TeamManager }) {
  if (member.id === manager.id) return null;
  if (!isTeamMember(member)) return null;
  return (
    <ButtonRow>
      {member.twoFactorEnabled && (manager.isOwner || !member.isAdmin) && <ResetTwoFactorButton kind="member" person={member} />}
      {manager.isOwner && <AdminToggle member={member} />}
      {manager.isOwner && member.isAdmin && <HandOverButton member={member} firmName={manager.firmName} />}
      {(manager.isOwner || !member.isAdmin) && <RemoveMemberButton member={member} firmName={manager.firmName} />}
    </ButtonRow>
  );
}

/** What the team table and its phone cards (TeamCards) show and do. */
export interface TeamTableProps {
  members: TeamMember[];
  /** The firm's projects, to name each member's active ones (absent while they load). */
  projects?: ProjectSummary[];
  manager?: TeamManager;
}

export function TeamTable({ members, projects = [], manager }: TeamTableProps) {
  return (
    <DataTable label="Team members" columns={manager ? [...COLUMNS, 'Actions'] : COLUMNS}>
      {members.map((member) => (
        <TableRow key={member.id}>
          <TableCell>
            {member.name}
            <ActiveProjects memberId={member.id} projects={projects} />
          </TableCell>
          <TableCell>{roleName(member)}</TableCell>
          <TableCell>{member.email}</TableCell>
          <TableCell>{member.projectsCount}</TableCell>
          <TableCell>{member.completedProjectsCount}</TableCell>
          <TableCell>{member.performance}%</TableCell>
          {manager && (
            <TableCell>
              <ActionsFor member={member} manager={manager} />
            </TableCell>
          )}
        </TableRow>
      ))}
    </DataTable>
  );
}
