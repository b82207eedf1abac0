// `@clientline/shared-ui/permissions`: docs/api.md's "Who may do what", for the screens. A button is shown
// only to someone who may use it, so every screen asks here rather than comparing roles itself.
import type { CurrentUser, Project } from '@clientline/contracts';

type Person = Pick<CurrentUser, 'id' | 'role' | 'isAdmin'>;
type WithRole = Pick<CurrentUser, 'role'>;

/** A client of the firm: their portal, their projects, never the workspace. */
export const isClient = (user: WithRole) => user.role === 'client';

export const isStaff = (user: WithRole) => !isClient(user);

/**
 * A firm manager's preview of a client person's portal (docs/api.md, "Preview as a person"): the api
 * answers the session as that person and refuses every change, so nothing that writes is shown, not even
 * disabled. Reading stays: downloads too, which the api records as the staff member's.
 */
export const isPreview = (user: Pick<CurrentUser, 'preview'> | null | undefined) => Boolean(user?.preview);

/** A member of the firm's team, not its owner: who is assigned to projects, and an admin or not. */
export const isTeamMember = (user: WithRole) => user.role === 'team_member';

/** The firm's own account, the owner: besides all an admin may, it changes admins and hands ownership over. */
export const ownsTheFirm = (user: WithRole) => user.role === 'organization';

/** The owner and its admins: clients, the team, the webhook token, the dashboard figures and New Requests. */
export const runsTheFirm = (user: Person) => ownsTheFirm(user) || (isTeamMember(user) && user.isAdmin);

/** Dates, milestones, tasks, share links and documents: the firm's account, or a team member assigned to the project. */
export function canManageProject(user: Person, project: Pick<Project, 'assigneeIds'>): boolean {
  if (runsTheFirm(user)) return true;
  return isTeamMember(user) && (project.assigneeIds ?? []).includes(user.id);
}

/** Completing and reopening a project and choosing who works on it are the firm's. */
export const canCompleteProject = runsTheFirm;
/** Archiving, restoring and deleting a project are the firm's. */
export const canArchiveProject = runsTheFirm;
export const canAssignProject = runsTheFirm;
/** Saving a project as a template: templates are the owner's and admins'; a preview changes nothing. */
export const canSaveAsTemplate = (user: Person & Pick<CurrentUser, 'preview'>) => runsTheFirm(user) && !isPreview(user);

// The 'organization' account is the firm's owner; an admin is a team member the owner made one.
const ROLE_NAMES: Record<string, string> = { organization: 'Owner', team_member: 'Team member', client: 'Client' };

/** A person's role as every screen (the audit log's entries included) names it: Owner, Admin, Team member or Client. */
export const roleName = (person: Pick<CurrentUser, 'role' | 'isAdmin'>): string =>
  person.role === 'team_member' && person.isAdmin ? 'Admin' : (ROLE_NAMES[person.role] ?? person.role);
