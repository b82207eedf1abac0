import mongoose, { type Types } from 'mongoose';
import type { ProjectAction as ProjectActionView, ProjectActionRequest } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { clientNames } from '../auth/client-accounts';
import { findRole, requireFirmRoles } from '../firm-roles/service';
import { HttpError } from '../http/errors';
import { queueJob } from '../jobs/runner';
import { visibleProjectsFilter } from '../projects/access';
import { resolveAssignees } from '../projects/assignees';
import { Project } from '../projects/model';
import { User, type UserRecord } from '../users/model';
import { ProjectAction, type ProjectActionRecord } from './model';
import { toProjectAction } from './present';

export const PROJECT_ACTION_JOB = 'project-action';
export const PROJECT_ACTION_NOT_FOUND = 'Action not found';
const PROJECTS_GONE = 'Some of the chosen projects are no longer there: reload the page and choose again';

export const projectActionJobKey = (actionId: Types.ObjectId) => `${PROJECT_ACTION_JOB}:${actionId.toString()}`;

/** The kind's own fields, checked against the firm: the person or role to assign (with their name), the message, the stage. */
async function paramsOf(actor: Actor, request: ProjectActionRequest): Promise<ProjectActionRecord['params']> {
  switch (request.kind) {
    case 'assign': {
      if (request.roleId) {
        await requireFirmRoles(actor, [request.roleId], 'roleId');
        const role = await findRole(actor, new mongoose.Types.ObjectId(request.roleId));
        return { roleId: role._id.toString(), label: `each client’s ${role.name}` };
      }
      const [memberId] = await resolveAssignees(actor, [request.memberId as string]);
      const member = await User.findOne({ _id: memberId, organizationId: actor.organizationId }, { displayName: 1 }).orFail().lean<Pick<UserRecord, 'displayName'>>();
      return { memberId: memberId.toString(), label: member.displayName };
    }
    case 'message':
      return { content: request.content };
    case 'move':
      return { stage: request.stage };
    default:
      return {};
  }
}

/**
 * Starts an action on the chosen projects (POST /api/project-actions): checks them and the action's own
 * fields, records it and queues its job (project-actions/run.ts). Every project must be one the actor sees.
 */
export async function startProjectAction(actor: Actor, request: ProjectActionRequest): Promise<ProjectActionView> {
  const found = await Project.find({ ...visibleProjectsFilter(actor), _id: mongoose.trusted({ $in: request.projectIds }) }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  if (found.length < request.projectIds.length) throw new HttpError(400, PROJECTS_GONE, { errors: { projectIds: PROJECTS_GONE } });
  const action = await ProjectAction.create({
    organizationId: actor.organizationId,
    kind: request.kind,
    params: await paramsOf(actor, request),
    projectIds: request.projectIds,
    createdBy: actor.userId,
  });
  await queueJob({ kind: PROJECT_ACTION_JOB, key: projectActionJobKey(action._id), organizationId: actor.organizationId, data: { actionId: action._id.toString() } });
  return toProjectAction(action.toObject());
}

/** One action of the firm's, as far as it has gone (GET /api/project-actions/{id}). */
export async function getProjectAction(actor: Actor, actionId: Types.ObjectId): Promise<ProjectActionView> {
  const action = await ProjectAction.findOne({ _id: actionId, organizationId: actor.organizationId }).lean<ProjectActionRecord>();
  if (!action) throw new HttpError(404, PROJECT_ACTION_NOT_FOUND);
  return toProjectAction(action, await clientsOfPassedOver(actor, action));
}

/** The client of each project the action passed over, by project id: the screen's list names them. */
async function clientsOfPassedOver(actor: Actor, action: ProjectActionRecord): Promise<Map<string, string>> {
  const projectIds = action.outcomes.filter((outcome) => outcome.skipped !== null).map((outcome) => outcome.projectId);
  if (projectIds.length === 0) return new Map();
  const projects = await Project.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: projectIds }) }, { clientId: 1 }).lean<
    Array<{ _id: Types.ObjectId; clientId: Types.ObjectId }>
  >();
  const names = await clientNames(actor.organizationId, projects.map((project) => project.clientId));
  return new Map(projects.flatMap((project) => (names.has(project.clientId.toString()) ? [[project._id.toString(), names.get(project.clientId.toString())!]] : [])));
}
