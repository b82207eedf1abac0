import type { ProjectSummary, TeamMember } from '@clientline/contracts';

/** The team's names by user id, from the one GET /api/team/members the whole list shares. */
export type TeamNames = ReadonlyMap<string, string>;

export const teamNamesOf = (members: TeamMember[]): TeamNames => new Map(members.map((member) => [member.id, member.name]));

/** Who works on the project, by name. An id the team no longer lists (a removed or unknown user) is left out. */
export function assigneeNames(project: ProjectSummary, team: TeamNames): string[] {
  return (project.assigneeIds ?? []).flatMap((id) => team.get(id) ?? []);
}
