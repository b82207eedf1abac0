import type { z } from 'zod';
import {
  hasDate,
  type CompletionResult,
  type CreatedClient,
  type CreatedProject,
  PROJECT_PAGE_DEFAULT_LIMIT,
  type Project as ProjectResponse,
  type ProjectListQuery,
  type ProjectPage,
  type ProjectSummary,
  type createProjectSchema,
  type projectUpdateSchema,
} from '@clientline/contracts';
import mongoose, { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { now } from '../clock/clock';
import { queueClientInvitation } from '../auth/account-mails';
import { clientNames, findClient, inviteClient, removeInvitedClient } from '../auth/client-accounts';
import { ClientAccount } from '../client-accounts/model';
import { describeChanges, projectObject, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { containing } from '../http/text-search';
import { User, type UserRecord } from '../users/model';
import { archivedProjectsFilter, findManagedProject, findProjectForFirmManager, findVisibleProject, listedProjectsFilter } from './access';
import { resolveAssignees } from './assignees';
import { scoreCompletion } from './completion';
import { projectEvents } from './events';
import {
  LISTED_PROJECT_PROJECTION,
  milestoneCounts,
  Project,
  type ListedProjectRecord,
  type MilestoneRecord,
  type ProjectRecord,
} from './model';
import { afterPosition, decodeCursor, encodeCursor } from './page-cursor';
import { toProject, toProjectSummary } from './present';

type CreateProjectInput = z.output<typeof createProjectSchema> & { assigneeIds?: string[] };
type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;

/** An empty or missing optional date is "no date". */
function toOptionalDate(value: string | null | undefined): Date | null {
  return hasDate(value) ? new Date(value) : null;
}

async function presentOne(actor: Actor, project: ProjectRecord): Promise<ProjectResponse> {
  const names = await clientNames(actor.organizationId, [project.clientId]);
  return toProject(project, names.get(project.clientId.toString()) ?? '', actor.role);
}

/** What the full list depends on besides the firm's change versions: whose projects it reads, and whether it shows assignees. */
export function listedProjectsView(actor: Actor): string {
  return JSON.stringify([listedProjectsFilter(actor), actor.role === 'client']);
}

/**
 * The projects the viewer may see that are not archived, newest first, without their milestones (polled
 * every 30 s: the stored counts stand in for them). One query for the projects, one for the client names.
 */
export async function listProjects(actor: Actor): Promise<ProjectSummary[]> {
  const projects = await Project.find(listedProjectsFilter(actor), LISTED_PROJECT_PROJECTION)
    .sort({ createdAt: -1 })
    .lean<ListedProjectRecord[]>();
  const names = await clientNames(actor.organizationId, projects.map((project) => project.clientId));
  return projects.map((project) => toProjectSummary(project, names.get(project.clientId.toString()) ?? '', actor.role));
}

/** Projects whose name, or whose client's name (the firm's clients, looked up first), contains `search`. */
async function searchFilter(actor: Actor, search: string): Promise<Record<string, unknown>> {
  const pattern = containing(search);
  const clients = await ClientAccount.find({ organizationId: actor.organizationId, name: pattern }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  return { $or: [{ name: pattern }, { clientId: mongoose.trusted({ $in: clients.map((client) => client._id) }) }] };
}

/**
 * One page of the list, newest first (ties by id), with the filters of `query`. The viewer's scope
 * applies to every page, whatever the cursor. One more project than the page is read to know whether
 * another page follows.
 */
export async function listProjectPage(actor: Actor, query: ProjectListQuery): Promise<ProjectPage> {
  const limit = query.limit ?? PROJECT_PAGE_DEFAULT_LIMIT;
  const conditions: Record<string, unknown>[] = [];
  if (query.cursor) conditions.push(afterPosition(decodeCursor(query.cursor)));
  if (query.status) conditions.push({ status: query.status });
  if (query.clientId) conditions.push({ clientId: new Types.ObjectId(query.clientId) });
  if (query.search) conditions.push(await searchFilter(actor, query.search));
  if (query.assignedTo === 'me') conditions.push({ assigneeIds: actor.userId });

  const scope = query.archived ? archivedProjectsFilter(actor) : listedProjectsFilter(actor);
  const filter = conditions.length > 0 ? { ...scope, $and: conditions } : scope;
  const found = await Project.find(filter, LISTED_PROJECT_PROJECTION)
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit + 1)
    .lean<ListedProjectRecord[]>();
  const projects = found.slice(0, limit);
  const last = projects.at(-1);
  const names = await clientNames(actor.organizationId, projects.map((project) => project.clientId));
  return {
    projects: projects.map((project) => toProjectSummary(project, names.get(project.clientId.toString()) ?? '', actor.role)),
    nextCursor: found.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last._id }) : null,
  };
}

export async function getProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectResponse> {
  return presentOne(actor, await findVisibleProject(actor, projectId));
}

/**
 * A project for an existing client of the firm, or for a new client created in the same call (whose
 * login details come back once as `newClient`). The creator is always among the assignees.
 */
export async function createProject(actor: Actor, input: CreateProjectInput): Promise<CreatedProject> {
  const { organizationId } = actor;
  const assigneeIds = await resolveAssignees(actor, [actor.userId.toString(), ...(input.assigneeIds ?? [])]);

  let newClient: CreatedClient | undefined;
  let clientId: string;
  if (input.clientId) {
    clientId = (await findClient(actor, input.clientId))._id.toString();
  } else {
    const { name, email } = input.newClient!;
    newClient = await inviteClient(actor, { username: email, displayName: name }, { emailField: 'newClient.email' });
    clientId = newClient.id;
  }

  let project: ProjectRecord;
  try {
    const created = await Project.create({
      organizationId,
      name: input.name,
      description: input.description ?? '',
      startDate: new Date(input.startDate),
      endDate: toOptionalDate(input.endDate),
      status: 'active',
      clientId,
      assigneeIds,
    });
    project = created.toObject();
  } catch (error) {
    // No transactions on a standalone server: undo the client made for this project.
    if (newClient) await removeInvitedClient(actor, newClient.id);
    throw error;
  }
  if (newClient) await queueClientInvitation(actor, newClient);
  await projectEvents.emit('created', { actor, project });
  await recordAudit({ action: 'project.created', object: projectObject(project), project });
  const presented = await presentOne(actor, project);
  return newClient ? { ...presented, newClient } : presented;
}

const COMPLETED_DATES_ARE_FINAL = 'This project is completed: its dates cannot change';

/**
 * Writes `set` to the project. With `unlessCompleted`, the status is checked in the update itself, so a
 * completion that lands between the read and the write still wins.
 */
async function updateProject(project: ProjectRecord, set: Partial<ProjectRecord>, { unlessCompleted = false } = {}): Promise<ProjectRecord> {
  const filter: Record<string, unknown> = { _id: project._id, organizationId: project.organizationId };
  if (unlessCompleted) filter.status = mongoose.trusted({ $ne: 'completed' });
  const updated = await Project.findOneAndUpdate(filter, { $set: set }, { returnDocument: 'after' }).lean<ProjectRecord>();
  if (!updated) throw unlessCompleted ? new HttpError(409, COMPLETED_DATES_ARE_FINAL) : new HttpError(404, 'Project not found');
  return updated;
}

function sameDate(a: Date | null, b: Date | null): boolean {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * A new name, description or dates (an empty or null endDate clears it). A completed project's dates are
 * final, its score came from them; sending them unchanged (the edit form sends every field) is no change.
 */
export async function updateProjectDetails(actor: Actor, projectId: Types.ObjectId, input: ProjectUpdateInput): Promise<ProjectResponse> {
  const project = await findManagedProject(actor, projectId);
  const set: Partial<ProjectRecord> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.description !== undefined) set.description = input.description;
  let datesChange = false;
  if (input.startDate !== undefined) {
    const startDate = new Date(input.startDate);
    const endDate = toOptionalDate(input.endDate);
    datesChange = !sameDate(startDate, project.startDate) || !sameDate(endDate, project.endDate);
    if (datesChange && project.status === 'completed') throw new HttpError(409, COMPLETED_DATES_ARE_FINAL);
    Object.assign(set, { startDate, endDate });
  }
  const updated = await updateProject(project, set, { unlessCompleted: datesChange });
  await projectEvents.emit('updated', { actor, project: updated });
  const changes = describeChanges([
    ['Name', project.name, updated.name],
    ['Description', project.description, updated.description],
    ['Start date', project.startDate, updated.startDate],
    ['End date', project.endDate, updated.endDate],
  ]);
  if (changes) await recordAudit({ action: 'project.updated', object: projectObject(updated), project: updated, detail: changes });
  return presentOne(actor, updated);
}

/**
 * Takes a completed project back to active: its score, achievements and completion are cleared, to be
 * computed again when it is next completed (its milestones stay as they are).
 */
export async function reopenProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectResponse> {
  const project = await findManagedProject(actor, projectId);
  const reopened = await Project.findOneAndUpdate(
    { _id: project._id, organizationId: project.organizationId, status: 'completed' },
    { $set: { status: 'active', performance: null, achievements: [], pointsEarned: 0, completedAt: null } },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!reopened) throw new HttpError(409, 'Only a completed project can be reopened');
  await projectEvents.emit('updated', { actor, project: reopened });
  await recordAudit({ action: 'project.reopened', object: projectObject(reopened), project: reopened });
  return presentOne(actor, reopened);
}

/** Archives the project: it leaves every list and count (listedProjectsFilter); nothing is deleted. */
export async function archiveProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectResponse> {
  const project = await findManagedProject(actor, projectId);
  const archived = await Project.findOneAndUpdate(
    { _id: project._id, organizationId: project.organizationId, archivedAt: null },
    { $set: { archivedAt: now(), archivedWithClient: false } },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!archived) throw new HttpError(409, 'This project is already archived');
  await projectEvents.emit('updated', { actor, project: archived });
  await recordAudit({ action: 'project.archived', object: projectObject(archived), project: archived });
  return presentOne(actor, archived);
}

/** Brings an archived project back to the lists and counts; not while its client is archived. */
export async function restoreProject(actor: Actor, projectId: Types.ObjectId): Promise<ProjectResponse> {
  const project = await findManagedProject(actor, projectId);
  if (!project.archivedAt) throw new HttpError(409, 'This project is not archived');
  const client = await findClient(actor, project.clientId.toString());
  if (client.archivedAt) throw new HttpError(409, `${client.name} is archived: restore the client first, and their projects come back with them`);
  const restored = await Project.findOneAndUpdate(
    { _id: project._id, organizationId: project.organizationId, archivedAt: mongoose.trusted({ $ne: null }) },
    { $set: { archivedAt: null, archivedWithClient: false } },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!restored) throw new HttpError(409, 'This project is not archived');
  await projectEvents.emit('updated', { actor, project: restored });
  await recordAudit({ action: 'project.restored', object: projectObject(restored), project: restored });
  return presentOne(actor, restored);
}

/** Archives the client's projects that are not archived yet, marked so restoring the client brings back only those. */
export async function archiveClientProjects(actor: Actor, clientId: Types.ObjectId): Promise<void> {
  await setClientProjectsArchived(actor, { clientId, archivedAt: null }, { archivedAt: now(), archivedWithClient: true });
}

/** Restores the projects archived with the client (those archived on their own stay archived). */
export async function restoreClientProjects(actor: Actor, clientId: Types.ObjectId): Promise<void> {
  await setClientProjectsArchived(actor, { clientId, archivedWithClient: true }, { archivedAt: null, archivedWithClient: false });
}

/** One update per project, each an `updated` project (so open screens follow). */
async function setClientProjectsArchived(actor: Actor, filter: Record<string, unknown>, set: Pick<ProjectRecord, 'archivedAt' | 'archivedWithClient'>): Promise<void> {
  const { organizationId } = actor;
  const projects = await Project.find({ organizationId, ...filter }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  for (const { _id } of projects) {
    const updated = await Project.findOneAndUpdate({ _id, organizationId, ...filter }, { $set: set }, { returnDocument: 'after' }).lean<ProjectRecord>();
    if (updated) await projectEvents.emit('updated', { actor, project: updated });
  }
}

/** Replaces who is assigned to the project (team counts and performance follow). */
export async function setProjectAssignees(actor: Actor, projectId: Types.ObjectId, assigneeIds: string[]): Promise<ProjectResponse> {
  const project = await findProjectForFirmManager(actor, projectId);
  const updated = await updateProject(project, { assigneeIds: await resolveAssignees(actor, assigneeIds) });
  const stillAssigned = new Set(updated.assigneeIds.map(String));
  const unassigned = project.assigneeIds.filter((id) => !stillAssigned.has(id.toString()));
  await projectEvents.emit('updated', { actor, project: updated, unassigned });
  const added = updated.assigneeIds.filter((id) => !project.assigneeIds.some((before) => before.equals(id)));
  if (added.length > 0 || unassigned.length > 0) {
    await recordAudit({ action: 'project.assignees_changed', object: projectObject(updated), project: updated, detail: await assigneeChanges(actor, added, unassigned) });
  }
  return presentOne(actor, updated);
}

/** `Added: Tess Teammate; Removed: Rex Roe`, by the names they have now. */
async function assigneeChanges(actor: Actor, added: Types.ObjectId[], removed: Types.ObjectId[]): Promise<string> {
  const people = await User.find({ organizationId: actor.organizationId, _id: mongoose.trusted({ $in: [...added, ...removed] }) }, { displayName: 1 }).lean<Pick<UserRecord, '_id' | 'displayName'>[]>();
  const names = (ids: Types.ObjectId[]) => ids.map((id) => people.find((person) => person._id.equals(id))?.displayName ?? 'a former member').join(', ');
  return [added.length > 0 && `Added: ${names(added)}`, removed.length > 0 && `Removed: ${names(removed)}`].filter(Boolean).join('; ');
}

/**
 * Takes a member off every project of the firm they are assigned to (they were removed from the team):
 * one `$pull` per project, so an assignment change landing meanwhile is kept, each an `updated` project.
 */
export async function unassignFromEveryProject(actor: Actor, memberId: Types.ObjectId): Promise<void> {
  const { organizationId } = actor;
  const assigned = await Project.find({ organizationId, assigneeIds: memberId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  for (const { _id } of assigned) {
    const updated = await Project.findOneAndUpdate({ _id, organizationId }, { $pull: { assigneeIds: memberId } }, { returnDocument: 'after' }).lean<ProjectRecord>();
    if (updated) await projectEvents.emit('updated', { actor, project: updated, unassigned: [memberId] });
  }
}

/**
 * Completes every open milestone (completedAt now), marks the project completed and records its
 * performance score and achievements (rule in completion.ts).
 */
export async function completeProject(actor: Actor, projectId: Types.ObjectId): Promise<CompletionResult> {
  const project = await findProjectForFirmManager(actor, projectId);
  if (project.status === 'completed') throw new HttpError(409, 'This project is already completed');

  const completedAt = now();
  const isOpen = (milestone: MilestoneRecord) => milestone.status !== 'completed';
  const close = (milestone: MilestoneRecord): MilestoneRecord => ({ ...milestone, status: 'completed', completedAt });
  const milestones = project.milestones.map((milestone) => (isOpen(milestone) ? close(milestone) : milestone));
  const outcome = scoreCompletion(milestones, project.endDate, completedAt);
  // Only if the milestones did not change since we read them: one added meanwhile would otherwise be lost.
  const completed = await Project.findOneAndUpdate(
    { _id: project._id, organizationId: project.organizationId, status: project.status, milestonesRevision: project.milestonesRevision },
    {
      $inc: { milestonesRevision: 1 },
      $set: {
        status: 'completed',
        milestones,
        ...milestoneCounts(milestones),
        performance: { score: outcome.score },
        achievements: outcome.achievements,
        pointsEarned: outcome.pointsEarned,
        completedAt,
      },
    },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!completed) throw new HttpError(409, 'The project changed meanwhile. Reload it and try again.');

  await projectEvents.emit('completed', { actor, project: completed, closedMilestones: project.milestones.filter(isOpen).map(close) });
  await recordAudit({ action: 'project.completed', object: projectObject(completed), project: completed, detail: `Performance score: ${outcome.score}` });
  return { achievements: outcome.achievements, pointsEarned: outcome.pointsEarned, project: await presentOne(actor, completed) };
}
