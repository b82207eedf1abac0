import type { TeamMember } from '@clientline/contracts';
import { TableCell, TableRow } from '@clientline/shared-ui';
import { DataTable } from '../../../components/data-table';

const ROLE_NAMES: Record<string, string> = { organization: 'Organization', team_member: 'Team member', client: 'Client' };

const COLUMNS = ['Name', 'Role', 'Email', 'Active Projects', 'Completed Projects', 'Performance %'];

export function TeamTable({ members }: { members: TeamMember[] }) {
  return (
    <DataTable label="Team members" columns={COLUMNS}>
      {members.map((member) => (
        <TableRow key={member.id}>
          <TableCell>{member.name}</TableCell>
          <TableCell>{ROLE_NAMES[member.role] ?? member.role}</TableCell>
          <TableCell>{member.email}</TableCell>
          <TableCell>{member.projectsCount}</TableCell>
          <TableCell>{member.completedProjectsCount}</TableCell>
          <TableCell>{member.performance}%</TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
