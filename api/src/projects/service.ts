import type { z } from 'zod';
import {
  hasDate,
  type CompletionResult,
  type CreatedClient,
  type CreatedProject,
  type Project as ProjectResponse,
  type createProjectSchema,
  type projectDatesSchema,
} from '@clientline/contracts';
import { clientNames, createClient, deleteClient, findClientOfOrganization } from '../clients/service';
import { HttpError } from '../http/errors';
import { notifyProject } from '../notifications/service';
import { organizationScope } from '../tenancy';
import type { UserRecord } from '../users/model';
import { findProjectForManager, findProjectForUser, visibleProjectsFilter } from './access';
import { resolveAssignees } from './assignees';
import { scoreCompletion } from './completion';
import { milestoneCounts, Project, PROJECT_SUMMARY_PROJECTION, type ProjectRecord, type ProjectSummaryRecord } from './model';
import type { ProjectSummary } from '@clientline/contracts';
import { toProject, toProjectSummary } from './present';

type CreateProjectInput = z.output<typeof createProjectSchema> & { assigneeIds?: string[] };
type ProjectDatesInput = z.output<typeof projectDatesSchema>;
type Viewer = Pick<UserRecord, '_id' | 'role' | 'status' | 'organizationId'>;

/** An empty or missing optional date is "no date". */
function toOptionalDate(value: string | null | undefined): Date | null {
  return hasDate(value) ? new Date(value) : null;
}

/** The client display names of `projects`, in one query. */
async function clientNamesOf(projects: ProjectSummaryRecord[]): Promise<Map<string, string>> {
  if (projects.length === 0) return new Map();
  const clientIds = [...new Map(projects.map((project) => [project.clientId.toString(), project.clientId])).values()];
  return clientNames(projects[0]!.organizationId, clientIds);
}

async function presentOne(project: ProjectRecord, viewer: Viewer): Promise<ProjectResponse> {
  const names = await clientNamesOf([project]);
  return toProject(project, names.get(project.clientId.toString()) ?? '', viewer.role);
}

/**
 * The projects the viewer may see, newest first, without their milestones (polled every 30 s: the
 * stored counts stand in for them). One query for the projects, one for the client names.
 */
export async function listProjects(viewer: Viewer): Promise<ProjectSummary[]> {
  const projects = await Project.find(visibleProjectsFilter(viewer), PROJECT_SUMMARY_PROJECTION)
    .sort({ createdAt: -1 })
    .lean<ProjectSummaryRecord[]>();
  const names = await clientNamesOf(projects);
  return projects.map((project) => toProjectSummary(project, names.get(project.clientId.toString()) ?? '', viewer.role));
}

export async function getProject(viewer: Viewer, projectId: string | undefined): Promise<ProjectResponse> {
  return presentOne(await findProjectForUser(viewer, projectId), viewer);
}

/**
 * A project for an existing client of the firm, or for a new client created in the same call (whose
 * login details come back once as `newClient`). The creator is always among the assignees.
 */
export async function createProject(creator: Viewer, input: CreateProjectInput): Promise<CreatedProject> {
  const { organizationId } = organizationScope(creator);
  const assigneeIds = await resolveAssignees(organizationId, [creator._id.toString(), ...(input.assigneeIds ?? [])]);

  let newClient: CreatedClient | undefined;
  let clientId: string;
  if (input.clientId) {
    clientId = (await findClientOfOrganization(organizationId, input.clientId))._id.toString();
  } else {
    const { name, email } = input.newClient!;
    newClient = await createClient(organizationId, { username: email, displayName: name }, { emailField: 'newClient.email' });
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
    if (newClient) await deleteClient(organizationId, newClient.id);
    throw error;
  }
  const presented = await presentOne(project, creator);
  return newClient ? { ...presented, newClient } : presented;
}

async function updateProject(project: ProjectRecord, set: Partial<ProjectRecord>): Promise<ProjectRecord> {
  const updated = await Project.findOneAndUpdate(
    { _id: project._id, organizationId: project.organizationId },
    { $set: set },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!updated) throw new HttpError(404, 'Project not found');
  return updated;
}

/** New start and end dates; an empty or null endDate clears it. */
export async function updateProjectDates(actor: Viewer, projectId: string | undefined, input: ProjectDatesInput): Promise<ProjectResponse> {
  const project = await findProjectForManager(actor, projectId);
  const updated = await updateProject(project, { startDate: new Date(input.startDate), endDate: toOptionalDate(input.endDate) });
  return presentOne(updated, actor);
}

/** Replaces who is assigned to the project (team counts and performance follow). */
export async function setProjectAssignees(actor: Viewer, projectId: string | undefined, assigneeIds: string[]): Promise<ProjectResponse> {
  const project = await findProjectForManager(actor, projectId);
  const updated = await updateProject(project, { assigneeIds: await resolveAssignees(project.organizationId, assigneeIds) });
  return presentOne(updated, actor);
}

/**
 * Completes every open milestone (completedAt now), marks the project completed and records its
 * performance score and achievements (rule in completion.ts). The project's client and the firm are
 * notified (project_completed).
 */
export async function completeProject(actor: Viewer, projectId: string | undefined): Promise<CompletionResult> {
  const project = await findProjectForManager(actor, projectId);
  if (project.status === 'completed') throw new HttpError(409, 'This project is already completed');

  const now = new Date();
  const milestones = project.milestones.map((milestone) =>
    milestone.status === 'completed' ? milestone : { ...milestone, status: 'completed' as const, completedAt: now },
  );
  const outcome = scoreCompletion(milestones, project.endDate, now);
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
        completedAt: now,
      },
    },
    { returnDocument: 'after' },
  ).lean<ProjectRecord>();
  if (!completed) throw new HttpError(409, 'The project changed meanwhile. Reload it and try again.');

  await notifyProject(completed, actor._id, {
    type: 'project_completed',
    content: `${completed.name} is completed`,
    eventKey: 'project_completed',
  });
  return { achievements: outcome.achievements, pointsEarned: outcome.pointsEarned, project: await presentOne(completed, actor) };
}
