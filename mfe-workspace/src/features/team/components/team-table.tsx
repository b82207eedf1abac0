import type { TeamMember } from '@clientline/contracts';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@clientline/shared-ui';

const ROLE_NAMES: Record<string, string> = { organization: 'Organization', team_member: 'Team member', client: 'Client' };

export function TeamTable({ members }: { members: TeamMember[] }) {
  return (
    <Table label="Team members">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Role</TableHeaderCell>
          <TableHeaderCell>Email</TableHeaderCell>
          <TableHeaderCell>Active Projects</TableHeaderCell>
          <TableHeaderCell>Completed Projects</TableHeaderCell>
          <TableHeaderCell>Performance %</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
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
      </TableBody>
    </Table>
  );
}
