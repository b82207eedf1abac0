import styled from 'styled-components';
import type { ProjectSummary, TeamMember } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';

/** The team's names by user id, from the one GET /api/team/members the whole list shares. */
export type TeamNames = ReadonlyMap<string, string>;

export const teamNamesOf = (members: TeamMember[]): TeamNames => new Map(members.map((member) => [member.id, member.name]));

/** Who works on the project, by name. An id the team no longer lists (a removed or unknown user) is left out. */
export function assigneeNames(project: ProjectSummary, team: TeamNames): string[] {
  return (project.assigneeIds ?? []).flatMap((id) => team.get(id) ?? []);
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.destructiveText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The projects still show when the team's names fail to load; this says why no one is named, and asks again. */
export function AssigneesUnavailable({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Row role="alert">
      <p>Failed to load who works on each project.</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Row>
  );
}
