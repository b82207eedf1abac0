import mongoose, { type Types } from 'mongoose';
import { runsTheFirm, type Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { ANY_DATE } from '../lists/any-date';
import { Project, type ProjectRecord } from './model';

export const PROJECT_NOT_FOUND = 'Project not found';
export const NO_PROJECT_ACCESS = 'You do not have access to this project';
export const NOT_PROJECT_MANAGER = 'Only the organization or a team member assigned to this project can change it';

interface VisibleProjectsFilter {
  organizationId: Types.ObjectId;
  clientId?: Types.ObjectId;
  assigneeIds?: Types.ObjectId;
  _id?: { $in: Types.ObjectId[] };
}

/**
 * The filter for every project the actor may read: the whole firm for its staff, their account's for a
 * client (only the chosen ones for a person the firm limited), only those assigned to them for a team
 * member walled off by need-to-know access.
 */
export function visibleProjectsFilter(actor: Actor): VisibleProjectsFilter {
  if (actor.clientProjectIds) return { organizationId: actor.organizationId, clientId: actor.clientId, _id: mongoose.trusted({ $in: actor.clientProjectIds }) };
  if (actor.clientId) return { organizationId: actor.organizationId, clientId: actor.clientId };
  if (actor.seesAssignedProjectsOnly) return { organizationId: actor.organizationId, assigneeIds: actor.userId };
  return { organizationId: actor.organizationId };
}

/**
 * The projects the lists, counts and polls show: those the actor may read that are not archived (a page of
 * the list asks for archived ones with its `archived` filter; a project's own page still opens).
 */
export function listedProjectsFilter(actor: Actor): VisibleProjectsFilter & { archivedAt: null } {
  return { ...visibleProjectsFilter(actor), archivedAt: null };
}

/** Whether the actor may read this project of their firm (the rule of visibleProjectsFilter). */
export function canSeeProject(actor: Actor, project: Pick<ProjectRecord, '_id' | 'clientId' | 'assigneeIds'>): boolean {
  if (actor.clientProjectIds && !actor.clientProjectIds.some((projectId) => projectId.equals(project._id))) return false;
  if (actor.clientId) return project.clientId.equals(actor.clientId);
  if (actor.seesAssignedProjectsOnly) return project.assigneeIds.some((assigneeId) => assigneeId.equals(actor.userId));
  return true;
}

/**
 * The project as the actor may read it. 404 'Project not found' for a project of another firm (never
 * confirming it exists); 403 'You do not have access to this project' for a client of the firm who is
 * not the project's client, and for a walled-off team member not assigned to it.
 */
export async function findVisibleProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectRecord> {
  const project = await Project.findOne({ _id: projectId, organizationId: actor.organizationId }).lean<ProjectRecord>();
  if (!project) throw new HttpError(404, PROJECT_NOT_FOUND);
  if (!canSeeProject(actor, project)) throw new HttpError(403, NO_PROJECT_ACCESS);
  return project;
}

/** A walled-off team member, or a client person the firm limited to some of their account's projects. */
function isLimitedToSomeProjects(actor: Actor): boolean {
  return actor.seesAssignedProjectsOnly || Boolean(actor.clientProjectIds);
}

/**
 * The ids of the projects the actor may read, for a list of things that belong to projects (documents,
 * requests, notifications): null when the actor sees every project of the firm (or, a client, of their
 * account), so the list needs no such condition. One indexed query, only for a limited actor.
 */
export async function visibleProjectIdsIfLimited(actor: Actor): Promise<Types.ObjectId[] | null> {
  if (!isLimitedToSomeProjects(actor)) return null;
  const projects = await Project.find(visibleProjectsFilter(actor), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  return projects.map((project) => project._id);
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

/** 403 from completing a project or choosing who works on it as someone who does not run the firm. */
export const ONLY_FIRM_MANAGERS = 'Only the owner or an admin can complete a project or choose who works on it';

/**
 * A project to complete or to choose who works on: the owner's and admins' alone, whoever asks (an
 * automation acts as the team member who set it up, past the routes' role check).
 */
export async function findProjectForFirmManager(actor: Actor, projectId: Types.ObjectId): Promise<ProjectRecord> {
  if (!runsTheFirm(actor)) throw new HttpError(403, ONLY_FIRM_MANAGERS);
  return findVisibleProject(actor, projectId);
}

/**
 * The filter for what belongs to the projects the actor may read (documents, document requests: they carry
 * both ids). For one item or one project's content, where an archived project's own page still opens; the
 * lists and counts use listedProjectContentFilter.
 */
export async function visibleProjectContentFilter(actor: Actor): Promise<Record<string, unknown>> {
  const projectIds = await visibleProjectIdsIfLimited(actor);
  if (projectIds) return { organizationId: actor.organizationId, projectId: mongoose.trusted({ $in: projectIds }) };
  return actor.clientId ? { organizationId: actor.organizationId, clientId: actor.clientId } : { organizationId: actor.organizationId };
}

/** A filter on what projects hold, with organizationId at the top level (where the tenancy plugin looks for it). */
export type ProjectContentFilter = { organizationId: Types.ObjectId } & Record<string, unknown>;

/** The archived projects the actor may read (the archived page of the list), found on an index by their date. */
export function archivedProjectsFilter(actor: Actor) {
  return { ...visibleProjectsFilter(actor), archivedAt: mongoose.trusted(ANY_DATE) };
}

/** The ids of the firm's archived projects (of one client's, for a client). */
async function archivedProjectIds(actor: Actor): Promise<Types.ObjectId[]> {
  const projects = await Project.find(archivedProjectsFilter(actor), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  return projects.map((project) => project._id);
}

/**
 * The filter for what belongs to the projects the lists and counts show (the firm's and a client's
 * documents and document requests, the dashboard's tasks, answers and requests): what
 * visibleProjectContentFilter lets the actor read, less what belongs to archived projects (the rule of
 * listedProjectsFilter). Works on any collection that carries organizationId and projectId (and clientId,
 * when the actor is a client).
 */
export async function listedProjectContentFilter(actor: Actor): Promise<ProjectContentFilter> {
  if (isLimitedToSomeProjects(actor)) {
    const projects = await Project.find(listedProjectsFilter(actor), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
    return { organizationId: actor.organizationId, projectId: mongoose.trusted({ $in: projects.map((project) => project._id) }) };
  }
  const [visible, archived] = await Promise.all([visibleProjectContentFilter(actor), archivedProjectIds(actor)]);
  const scope = { ...visible, organizationId: actor.organizationId };
  return archived.length > 0 ? { ...scope, projectId: mongoose.trusted({ $nin: archived }) } : scope;
}
