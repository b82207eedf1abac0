import type { CurrentUser, Project } from '@clientline/contracts';

/**
 * docs/api.md, "Who may do what": dates and milestones are the organization's, or a team member's
 * assigned to the project; completing a project is the organization's alone. Clients only look.
 */
export function canManageProject(user: CurrentUser, project: Pick<Project, 'assigneeIds'>): boolean {
  if (user.role === 'organization') return true;
  return user.role === 'team_member' && (project.assigneeIds ?? []).includes(user.id);
}

export function canCompleteProject(user: CurrentUser): boolean {
  return user.role === 'organization';
}

export const isStaff = (user: CurrentUser) => user.role !== 'client';
