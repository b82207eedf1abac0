import type { Types } from 'mongoose';
import { objectIdSchema } from '@clientline/contracts';
import { HttpError } from '../http/errors';
import type { UserRecord } from '../users/model';
import { Project, type ProjectRecord } from './model';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NO_PROJECT_ACCESS = 'You do not have access to this project';
export const NOT_PROJECT_MANAGER = 'Only the organization or a team member assigned to this project can change it';

type AccessUser = Pick<UserRecord, '_id' | 'role' | 'status' | 'organizationId'>;

/** The organization of an approved member; a pending user belongs to none yet. */
function memberOrganization(user: AccessUser): Types.ObjectId | null {
  return user.status === 'active' && user.organizationId ? user.organizationId : null;
}

/**
 * The filter for every project `user` may read: the whole firm for its staff, only their own
 * projects for a client. A pending member gets a 403.
 */
export function visibleProjectsFilter(user: AccessUser): { organizationId: Types.ObjectId; clientId?: Types.ObjectId } {
  const organizationId = memberOrganization(user);
  if (!organizationId) throw new HttpError(403, 'Your account is waiting for approval by an organization');
  return user.role === 'client' ? { organizationId, clientId: user._id } : { organizationId };
}

/**
 * The project `projectId` as `user` may read it. 404 'Project not found' for a malformed id or a
 * project of another firm (never confirming it exists); 403 'You do not have access to this project'
 * for a pending member or a client of the firm who is not the project's client.
 */
export async function findProjectForUser(user: AccessUser, projectId: string | undefined): Promise<ProjectRecord> {
  const id = objectIdSchema.safeParse(projectId);
  if (!id.success) throw new HttpError(404, PROJECT_NOT_FOUND);
  const organizationId = memberOrganization(user);
  if (!organizationId) throw new HttpError(403, NO_PROJECT_ACCESS);

  const project = await Project.findOne({ _id: id.data, organizationId }).lean<ProjectRecord>();
  if (!project) throw new HttpError(404, PROJECT_NOT_FOUND);
  if (user.role === 'client' && !project.clientId.equals(user._id)) throw new HttpError(403, NO_PROJECT_ACCESS);
  return project;
}

/** The organization account manages every project of its firm; a team member those assigned to them. */
export function canManageProject(user: AccessUser, project: ProjectRecord): boolean {
  if (user.role === 'organization') return true;
  return user.role === 'team_member' && project.assigneeIds.some((assigneeId) => assigneeId.equals(user._id));
}

/** Like findProjectForUser, then a 403 unless `user` may change the project (see canManageProject). */
export async function findProjectForManager(user: AccessUser, projectId: string | undefined): Promise<ProjectRecord> {
  const project = await findProjectForUser(user, projectId);
  if (!canManageProject(user, project)) throw new HttpError(403, NOT_PROJECT_MANAGER);
  return project;
}
