import type { Project, Role } from '@clientline/contracts';
import { toMilestone } from '../milestones/present';
import type { ProjectRecord } from './model';

/** The project as section 3 shows it; progress is computed from the milestones, never stored. */
export function toProject(project: ProjectRecord, clientDisplayName: string, viewerRole: Role): Project {
  const presented: Project = {
    id: project._id.toString(),
    name: project.name,
    description: project.description,
    startDate: project.startDate.toISOString(),
    endDate: project.endDate?.toISOString() ?? null,
    status: project.status,
    clientId: project.clientId.toString(),
    client: { displayName: clientDisplayName },
    completedMilestones: project.milestones.filter((milestone) => milestone.status === 'completed').length,
    totalMilestones: project.milestones.length,
    milestones: project.milestones.map(toMilestone),
    performance: project.performance ? { score: project.performance.score } : null,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
  if (viewerRole !== 'client') presented.assigneeIds = project.assigneeIds.map((id) => id.toString());
  return presented;
}
