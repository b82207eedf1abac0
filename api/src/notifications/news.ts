import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import { STATUS_WORDS } from '../milestones/status-flow';
import type { MilestoneDataRecord } from './model';

/** What a project notification says; notifyProject stores one per recipient. */
export interface ProjectNews {
  type: string;
  content: string;
  milestoneData?: MilestoneDataRecord;
  /** See NotificationRecord.eventKey; without it the news is always new. */
  eventKey?: string;
}

export type MilestoneNewsType = 'milestone_created' | 'milestone_updated';

/** The news of a milestone created or moved to its current status (one per milestone and status). */
export function milestoneNews(type: MilestoneNewsType, project: ProjectRecord, milestone: MilestoneRecord): ProjectNews {
  const content =
    type === 'milestone_created'
      ? `New milestone "${milestone.name}" on ${project.name}`
      : `Milestone "${milestone.name}" on ${project.name} is ${STATUS_WORDS[milestone.status]}`;
  const eventKey =
    type === 'milestone_created' ? `${type}:${milestone._id.toString()}` : `${type}:${milestone._id.toString()}:${milestone.status}`;
  return {
    type,
    content,
    milestoneData: { name: milestone.name, status: milestone.status, dueDate: milestone.dueDate },
    eventKey,
  };
}

export function completionNews(project: ProjectRecord): ProjectNews {
  return { type: 'project_completed', content: `${project.name} is completed`, eventKey: 'project_completed' };
}
