import type { Types } from 'mongoose';
import { runsTheFirm, type Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { Project, type ProjectRecord } from './model';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NO_PROJECT_ACCESS = 'You do not have access to this project';
export const NOT_PROJECT_MANAGER = 'Only the organization or a team member assigned to this project can change it';

/** The filter for every project the actor may read: the whole firm for its staff, only their own for a client. */
export function visibleProjectsFilter(actor: Actor): { organizationId: Types.ObjectId; clientId?: Types.ObjectId } {
  return actor.clientId ? { organizationId: actor.organizationId, clientId: actor.clientId } : { organizationId: actor.organizationId };
}

/**
 * The project as the actor may read it. 404 'Project not found' for a project of another firm (never
 * confirming it exists); 403 'You do not have access to this project' for a client of the firm who is
 * not the project's client.
 */
export async function findVisibleProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectRecord> {
  const project = await Project.findOne({ _id: projectId, organizationId: actor.organizationId }).lean<ProjectRecord>();
  if (!project) throw new HttpError(404, PROJECT_NOT_FOUND);
  if (actor.clientId && !project.clientId.equals(actor.clientId)) throw new HttpError(403, NO_PROJECT_ACCESS);
  return project;
}

/** Whoever runs the firm (owner, admins) manages every project of it; a team member those assigned to them. */
export function canManageProject(actor: Actor, project: ProjectRecord): boolean {
  if (runsTheFirm(actor)) return true;
  return actor.role === 'team_member' && project.assigneeIds.some((assigneeId) => assigneeId.equals(actor.userId));
}

/** Like findVisibleProject, then a 403 unless the actor may change the project (see canManageProject). */
export async function findManagedProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectRecord> {
  const project = await findVisibleProject(actor, projectId);
  if (!canManageProject(actor, project)) throw new HttpError(403, NOT_PROJECT_MANAGER);
  return project;
}
