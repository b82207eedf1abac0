import type { Milestone, Project, ProjectSummary, Role } from '@clientline/contracts';
import type { ListedProjectRecord, MilestoneRecord, ProjectRecord } from './model';

/** A milestone as the api answers it (`Milestone` in contracts; milestones live inside their project's document). */
export function toMilestone(milestone: MilestoneRecord): Milestone {
  return {
    id: milestone._id.toString(),
    name: milestone.name,
    description: milestone.description,
    dueDate: milestone.dueDate.toISOString(),
    status: milestone.status,
    completedAt: milestone.completedAt?.toISOString() ?? null,
  };
}

/** A project in the list: the fields of `Project` but the milestones themselves (their counts are there). */
export function toProjectSummary(project: ListedProjectRecord, clientDisplayName: string, viewerRole: Role): ProjectSummary {
  const presented: ProjectSummary = {
    id: project._id.toString(),
    name: project.name,
    description: project.description,
    startDate: project.startDate.toISOString(),
    endDate: project.endDate?.toISOString() ?? null,
    status: project.status,
    clientId: project.clientId.toString(),
    client: { displayName: clientDisplayName },
    completedMilestones: project.completedMilestones,
    totalMilestones: project.totalMilestones,
    performance: project.performance ? { score: project.performance.score } : null,
    archivedAt: project.archivedAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
  if (viewerRole !== 'client') presented.assigneeIds = project.assigneeIds.map((id) => id.toString());
  return presented;
}

/** The project as the api answers it (`Project` in contracts), with its milestones. */
export function toProject(project: ProjectRecord, clientDisplayName: string, viewerRole: Role): Project {
  return { ...toProjectSummary(project, clientDisplayName, viewerRole), milestones: project.milestones.map(toMilestone) };
}
